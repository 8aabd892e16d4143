import { createHash } from 'node:crypto';
import { z } from 'zod';
import { defineFunction, method } from '../http/define-function';
import { hashSeed, seededRandom } from '../lib/seeded-random';

const CHARTS = ['futuro', 'puts', 'calls'] as const;
type VixChart = (typeof CHARTS)[number];

const query = z.object({ chart: z.enum(CHARTS, { error: 'Gráfico inválido: use futuro, puts ou calls' }) });

const WIDTH = 800;
const HEIGHT = 400;
const PLOT = { left: 60, right: 20, top: 50, bottom: 60 };
/** The series changes once a day; caches may keep an image for 15 minutes (the robot's cadence). */
const MAX_AGE_SECONDS = 900;
const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

interface Series {
  title: string;
  kind: 'line' | 'bars';
  color: string;
  labels: string[];
  values: number[];
  yLabel: string;
}


/** Illustrative series until a market-data feed is wired (docs/decisions.md, 'Public pages'). */
function seriesFor(chart: VixChart, day: string, now: Date): Series {
  // Seeded by chart and day, so one chart and day always draw the same image.
  const random = seededRandom(hashSeed(`${chart}|${day}`));
  if (chart === 'futuro') {
    let level = 14 + random() * 6;
    const labels: string[] = [];
    const values: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const month = (now.getUTCMonth() + i + 1) % 12;
      const year = (now.getUTCFullYear() + Math.floor((now.getUTCMonth() + i + 1) / 12)) % 100;
      labels.push(`${MONTHS[month]}/${String(year).padStart(2, '0')}`);
      values.push(Math.round(level * 100) / 100);
      level += 0.2 + random() * 1.1; // contango: later maturities usually trade higher
    }
    return { title: 'VIX — curva dos contratos futuros', kind: 'line', color: '#2563eb', labels, values, yLabel: 'pontos' };
  }
  const center = chart === 'puts' ? 14 : 26;
  const strikes = Array.from({ length: 13 }, (_, i) => 10 + i * 2.5);
  const values = strikes.map((strike) => Math.round((40_000 + random() * 30_000) * Math.exp(-(((strike - center) / 6) ** 2)) + random() * 3000));
  return {
    title: chart === 'puts' ? 'VIX — puts em aberto por preço de exercício' : 'VIX — calls em aberto por preço de exercício',
    kind: 'bars',
    color: chart === 'puts' ? '#dc2626' : '#16a34a',
    labels: strikes.map((strike) => strike.toLocaleString('pt-BR')),
    values,
    yLabel: 'contratos',
  };
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const fmt = (value: number) => (Math.abs(value) >= 1000 ? `${Math.round(value / 1000)} mil` : value.toLocaleString('pt-BR', { maximumFractionDigits: 1 }));

function renderSvg(series: Series, day: string): string {
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
    parts.push(`<line x1="${PLOT.left}" x2="${WIDTH - PLOT.right}" y1="${y(value).toFixed(1)}" y2="${y(value).toFixed(1)}" stroke="#e5e7eb"/>`);
    parts.push(`<text x="${PLOT.left - 8}" y="${(y(value) + 4).toFixed(1)}" text-anchor="end">${escapeXml(fmt(value))}</text>`);
  }
  if (series.kind === 'bars') {
    series.values.forEach((value, i) => {
      const top = y(value);
      parts.push(`<rect x="${(x(i) - step * 0.35).toFixed(1)}" y="${top.toFixed(1)}" width="${(step * 0.7).toFixed(1)}" height="${(PLOT.top + plotH - top).toFixed(1)}" fill="${series.color}"/>`);
    });
  } else {
    const points = series.values.map((value, i) => `${x(i).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
    parts.push(`<polyline points="${points}" fill="none" stroke="${series.color}" stroke-width="3"/>`);
    series.values.forEach((value, i) => {
      parts.push(`<circle cx="${x(i).toFixed(1)}" cy="${y(value).toFixed(1)}" r="4" fill="${series.color}"/>`);
      parts.push(`<text x="${x(i).toFixed(1)}" y="${(y(value) - 10).toFixed(1)}" text-anchor="middle">${escapeXml(fmt(value))}</text>`);
    });
  }
  series.labels.forEach((label, i) => parts.push(`<text x="${x(i).toFixed(1)}" y="${PLOT.top + plotH + 20}" text-anchor="middle">${escapeXml(label)}</text>`));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(series.title)}" font-family="Arial, sans-serif" font-size="12" fill="#374151">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
    `<text x="${PLOT.left}" y="30" font-size="18" font-weight="bold" fill="#111827">${escapeXml(series.title)}</text>`,
    `<text x="${WIDTH - PLOT.right}" y="30" text-anchor="end" fill="#6b7280">${escapeXml(series.yLabel)}</text>`,
    ...parts,
    `<line x1="${PLOT.left}" x2="${WIDTH - PLOT.right}" y1="${PLOT.top + plotH}" y2="${PLOT.top + plotH}" stroke="#9ca3af"/>`,
    `<text x="${WIDTH - PLOT.right}" y="${HEIGHT - 12}" text-anchor="end" font-size="11" fill="#9ca3af">Série ilustrativa · ${escapeXml(day)}</text>`,
    '</svg>',
  ].join('');
}

/** GET /api/getVixChart?chart=futuro|puts|calls (spec 01 §7): an SVG image drawn on the server. */
export const getVixChart = defineFunction({
  name: 'getVixChart',
  methods: {
    GET: method({
      access: 'public',
      query,
      handler: async ({ request, query: params, now }) => {
        const day = now.toISOString().slice(0, 10);
        const svg = renderSvg(seriesFor(params.chart, day, now), day);
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
