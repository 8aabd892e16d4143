import { createHash } from 'node:crypto';
import { z } from 'zod';
import { defineFunction, method } from '../http/define-function';
import { vixData, type VixDoc } from '../store/vix';

const CHARTS = ['futuro', 'puts', 'calls'] as const;
type VixChart = (typeof CHARTS)[number];

const query = z.object({ chart: z.enum(CHARTS, { error: 'Gráfico inválido: use futuro, puts ou calls' }) });

const WIDTH = 800;
const HEIGHT = 400;
const PLOT = { left: 60, right: 20, top: 50, bottom: 60 };
/** Caches may keep an image for 15 minutes (the robot's cadence). */
const MAX_AGE_SECONDS = 900;
const TITLES: Record<VixChart, string> = {
  futuro: 'VIX — curva dos contratos futuros',
  puts: 'VIX — puts em aberto por preço de exercício',
  calls: 'VIX — calls em aberto por preço de exercício',
};
const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

interface Series {
  title: string;
  kind: 'line' | 'bars';
  color: string;
  labels: string[];
  values: number[];
  yLabel: string;
}

/** The stored snapshot as one of the three charts. */
function seriesFor(chart: VixChart, data: VixDoc): Series {
  if (chart === 'futuro') {
    return {
      title: TITLES.futuro,
      kind: 'line',
      color: '#2563eb',
      labels: data.futures.map(({ month }) => `${MONTHS[Number(month.slice(5, 7)) - 1]}/${month.slice(2, 4)}`),
      values: data.futures.map(({ price }) => price),
      yLabel: 'pontos',
    };
  }
  const rows = [...(chart === 'puts' ? data.puts : data.calls)].sort((a, b) => a.strike - b.strike);
  return {
    title: TITLES[chart],
    kind: 'bars',
    color: chart === 'puts' ? '#dc2626' : '#16a34a',
    labels: rows.map(({ strike }) => strike.toLocaleString('pt-BR')),
    values: rows.map(({ openInterest }) => openInterest),
    yLabel: 'contratos',
  };
}

const captureTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** Under the chart: when the data was captured and where it comes from; demo data says so. */
function footnote(data: VixDoc): string {
  const origin = data.demo ? 'dados de demonstração (modo local)' : `fonte: ${data.source}`;
  return `Capturado em ${captureTime.format(new Date(data.capturedAt))} · ${origin}`;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const fmt = (value: number) =>
  Math.abs(value) >= 1000
    ? `${Math.round(value / 1000)} mil`
    : value.toLocaleString('pt-BR', { maximumFractionDigits: 1 });

function renderSvg(series: Series, note: string): string {
  const plotW = WIDTH - PLOT.left - PLOT.right;
  const plotH = HEIGHT - PLOT.top - PLOT.bottom;
  const min = series.kind === 'bars' ? 0 : Math.floor(Math.min(...series.values) - 1);
  const max = Math.ceil(Math.max(...series.values) * 1.08);
  const y = (value: number) => PLOT.top + plotH - ((value - min) / (max - min)) * plotH;
  const step = plotW / series.values.length;
  const x = (i: number) => PLOT.left + step * (i + 0.5);
  const parts: string[] = [];
  for (let g = 0; g <= 4; g += 1) {
    const value = min + ((max - min) * g) / 4;
    parts.push(
      `<line x1="${PLOT.left}" x2="${WIDTH - PLOT.right}" y1="${y(value).toFixed(1)}" y2="${y(value).toFixed(1)}" stroke="#e5e7eb"/>`,
    );
    parts.push(
      `<text x="${PLOT.left - 8}" y="${(y(value) + 4).toFixed(1)}" text-anchor="end">${escapeXml(fmt(value))}</text>`,
    );
  }
  if (series.kind === 'bars') {
    series.values.forEach((value, i) => {
      const top = y(value);
      parts.push(
        `<rect x="${(x(i) - step * 0.35).toFixed(1)}" y="${top.toFixed(1)}" width="${(step * 0.7).toFixed(1)}" height="${(PLOT.top + plotH - top).toFixed(1)}" fill="${series.color}"/>`,
      );
    });
  } else {
    const points = series.values.map((value, i) => `${x(i).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
    parts.push(`<polyline points="${points}" fill="none" stroke="${series.color}" stroke-width="3"/>`);
    series.values.forEach((value, i) => {
      parts.push(`<circle cx="${x(i).toFixed(1)}" cy="${y(value).toFixed(1)}" r="4" fill="${series.color}"/>`);
      parts.push(
        `<text x="${x(i).toFixed(1)}" y="${(y(value) - 10).toFixed(1)}" text-anchor="middle">${escapeXml(fmt(value))}</text>`,
      );
    });
  }
  series.labels.forEach((label, i) =>
    parts.push(
      `<text x="${x(i).toFixed(1)}" y="${PLOT.top + plotH + 20}" text-anchor="middle">${escapeXml(label)}</text>`,
    ),
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(series.title)}" font-family="Arial, sans-serif" font-size="12" fill="#374151">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
    `<text x="${PLOT.left}" y="30" font-size="18" font-weight="bold" fill="#111827">${escapeXml(series.title)}</text>`,
    `<text x="${WIDTH - PLOT.right}" y="30" text-anchor="end" fill="#6b7280">${escapeXml(series.yLabel)}</text>`,
    ...parts,
    `<line x1="${PLOT.left}" x2="${WIDTH - PLOT.right}" y1="${PLOT.top + plotH}" y2="${PLOT.top + plotH}" stroke="#9ca3af"/>`,
    `<text x="${WIDTH - PLOT.right}" y="${HEIGHT - 12}" text-anchor="end" font-size="11" fill="#6b7280">${escapeXml(note)}</text>`,
    '</svg>',
  ].join('');
}

/** Before the robot's first post: the frame of the chart and a plain sentence, never invented numbers. */
function noDataSvg(title: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(title)}: sem dados" font-family="Arial, sans-serif" font-size="16" fill="#6b7280">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
    `<text x="${PLOT.left}" y="30" font-size="18" font-weight="bold" fill="#111827">${escapeXml(title)}</text>`,
    `<text x="${WIDTH / 2}" y="${HEIGHT / 2}" text-anchor="middle">Ainda não há dados do VIX. Eles chegam com a próxima leitura do robô.</text>`,
    '</svg>',
  ].join('');
}

/** GET /api/getVixChart?chart=futuro|puts|calls: an SVG image drawn on the server from the robot's data. */
export const getVixChart = defineFunction({
  name: 'getVixChart',
  methods: {
    GET: method({
      access: 'public',
      query,
      handler: async ({ request, query: params, store }) => {
        const data = await vixData(store).findOne({ _id: 'latest' });
        const svg = data ? renderSvg(seriesFor(params.chart, data), footnote(data)) : noDataSvg(TITLES[params.chart]);
        const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
        const headers = {
          etag,
          'cache-control': `public, max-age=${MAX_AGE_SECONDS}`,
          'x-content-type-options': 'nosniff',
          // Opened on its own, an SVG is a document: forbid scripts in it.
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        };
        if (request.headers.get('if-none-match') === etag) return { status: 304, headers };
        return { status: 200, body: svg, headers: { 'content-type': 'image/svg+xml; charset=utf-8', ...headers } };
      },
    }),
  },
});
