/**
 * Candlestick pictures with MA3/8/20, drawn by lightweight-charts in headless Chromium: the drawing the
 * needle galleries share. A picture holds one or more panels in a grid; a panel may carry arrows (the
 * product's marks) and shaded columns (a neutral pointer at the candles a reader is asked about).
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { ChartAverages } from '../tests/support/chart-needles';
import type { DatedCandle } from '../tests/support/daily-csv';

const CHART_SCRIPT = path.resolve(
  process.cwd(),
  'node_modules/lightweight-charts/dist/lightweight-charts.standalone.production.js',
);
const DAY_SECONDS = 86_400;

export interface PanelMark {
  /** Position of the candle in the panel's candles. */
  at: number;
  side: 1 | -1;
  text: string;
}

export interface PanelBand {
  from: number;
  to: number;
  color: string;
}

export interface ChartPanel {
  title: string;
  candles: DatedCandle[];
  lines: ChartAverages;
  marks: PanelMark[];
  bands: PanelBand[];
  /** Hide the dates (a blind reader should not know where in history the picture is). */
  hideTime: boolean;
}

export interface ChartPicture {
  file: string;
  panels: ChartPanel[];
}

/** The panel of candles `from` … `to` − 1 of a series, with positions given in the series. */
export function panelOf(
  candles: readonly DatedCandle[],
  averages: ChartAverages,
  from: number,
  to: number,
  panel: Omit<ChartPanel, 'candles' | 'lines'>,
): ChartPanel {
  const start = Math.max(0, from);
  const end = Math.min(candles.length, to);
  return {
    ...panel,
    candles: candles.slice(start, end),
    lines: {
      ma3: averages.ma3.slice(start, end),
      ma8: averages.ma8.slice(start, end),
      ma20: averages.ma20.slice(start, end),
    },
    marks: panel.marks.map((m) => ({ ...m, at: m.at - start })),
    bands: panel.bands.map((b) => ({ ...b, from: b.from - start, to: b.to - start })),
  };
}

/** Drawn inside the page: every panel of a picture (lightweight-charts' standalone build is on window). */
function drawPanels(args: { panels: ChartPanel[]; width: number; height: number; daySeconds: number }): void {
  const lib = (window as unknown as { LightweightCharts: typeof import('lightweight-charts') }).LightweightCharts;
  const grid = document.getElementById('grid')!;
  for (const panel of args.panels) {
    const cell = document.createElement('div');
    const title = document.createElement('div');
    title.textContent = panel.title;
    title.style.fontWeight = 'bold';
    const box = document.createElement('div');
    cell.append(title, box);
    grid.append(cell);
    const chart = lib.createChart(box, {
      width: args.width,
      height: args.height,
      layout: { background: { color: '#ffffff' }, textColor: '#222' },
      timeScale: { visible: !panel.hideTime },
      grid: { vertLines: { visible: false } },
    });
    // Times are the dates, or positions when the dates are hidden (no weekend gaps to give them away).
    const timeOf = (i: number) =>
      panel.hideTime
        ? (((i + 1) * args.daySeconds) as import('lightweight-charts').UTCTimestamp)
        : panel.candles[i].date;
    if (panel.bands.length > 0) {
      const shade = chart.addSeries(lib.HistogramSeries, {
        priceScaleId: 'bands',
        priceLineVisible: false,
        lastValueVisible: false,
      });
      chart.priceScale('bands').applyOptions({ scaleMargins: { top: 0, bottom: 0 }, visible: false });
      shade.setData(
        panel.candles.map((_, i) => {
          const band = panel.bands.find((b) => b.from <= i && i <= b.to);
          return band ? { time: timeOf(i), value: 1, color: band.color } : { time: timeOf(i) };
        }),
      );
    }
    const candles = chart.addSeries(lib.CandlestickSeries, {
      upColor: '#26a69a',
      downColor: '#ef5350',
      wickUpColor: '#26a69a',
      wickDownColor: '#ef5350',
      borderVisible: false,
    });
    candles.setData(
      panel.candles.map((c, i) => ({ time: timeOf(i), open: c.open, high: c.high, low: c.low, close: c.close })),
    );
    const line = (values: number[], color: string) =>
      chart
        .addSeries(lib.LineSeries, { color, lineWidth: 2, priceLineVisible: false, lastValueVisible: false })
        .setData(
          panel.candles.flatMap((_, i) => (Number.isNaN(values[i]) ? [] : [{ time: timeOf(i), value: values[i] }])),
        );
    line(panel.lines.ma3, '#1e88e5');
    line(panel.lines.ma8, '#fb8c00');
    line(panel.lines.ma20, '#8e24aa');
    lib.createSeriesMarkers(
      candles,
      panel.marks.map((m) =>
        m.side === 1
          ? {
              time: timeOf(m.at),
              position: 'belowBar' as const,
              color: '#1b5e20',
              shape: 'arrowUp' as const,
              text: m.text,
            }
          : {
              time: timeOf(m.at),
              position: 'aboveBar' as const,
              color: '#b71c1c',
              shape: 'arrowDown' as const,
              text: m.text,
            },
      ),
    );
    chart.timeScale().fitContent();
  }
}

/** Writes each picture as a PNG in `folder`, its panels `columns` to a row, each `width` × `height` pixels. */
export async function renderPictures(
  folder: string,
  pictures: readonly ChartPicture[],
  layout: { columns: number; width: number; height: number },
): Promise<void> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage({
      viewport: { width: layout.columns * (layout.width + 16) + 32, height: layout.height + 80 },
    });
    for (const picture of pictures) {
      await page.setContent(
        `<body style="margin:16px;font:15px sans-serif"><div id="grid" style="display:grid;grid-template-columns:repeat(${layout.columns},${layout.width}px);gap:16px"></div></body>`,
      );
      await page.addScriptTag({ path: CHART_SCRIPT });
      // tsx compiles with esbuild's keepNames, which calls a __name helper the page does not have.
      await page.addScriptTag({ content: 'window.__name = (f) => f;' });
      await page.evaluate(drawPanels, {
        panels: picture.panels,
        width: layout.width,
        height: layout.height,
        daySeconds: DAY_SECONDS,
      });
      await page.waitForTimeout(150);
      await page.screenshot({ path: path.join(folder, picture.file), fullPage: true });
    }
  } finally {
    await browser.close();
  }
}
