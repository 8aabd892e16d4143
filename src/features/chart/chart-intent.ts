import { preloadChart } from './use-chart';
import { loadDidiChart } from './use-lazy-didi-chart';

const CHART_PATH = /^\/grafico\/([^/]+)\/([^/]+)\/([^/?#]+)/;
let codeRequested = false;

/** The chart screen's code and its charting library: requested once, by a reader about to open a chart. */
function preloadChartCode(): Promise<unknown> {
  codeRequested = true;
  return Promise.all([import('./chart-screen'), loadDidiChart()]);
}

/** Starts the code and the data of the chart a link points to. */
function preloadFromLink(target: EventTarget | null): void {
  const link = target instanceof Element ? target.closest('a[href^="/grafico/"]') : null;
  if (!link) return;
  const url = new URL(link.getAttribute('href') ?? '', window.location.origin);
  const match = CHART_PATH.exec(url.pathname);
  if (!match) return;
  if (!codeRequested) void preloadChartCode().catch(() => undefined);
  preloadChart(
    `${decodeURIComponent(match[1])}:${decodeURIComponent(match[2])}`,
    decodeURIComponent(match[3]),
    url.searchParams.get('u'),
  );
}

/**
 * A reader pointing at, touching or tabbing to a chart link is about to open it: its code (the charting library is
 * ~180 kB to compile) and its data start loading then, not at the click. Nothing loads for readers who never do.
 */
export function preloadChartsOnIntent(): void {
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const) {
    document.addEventListener(type, (event) => preloadFromLink(event.target), { passive: true, capture: true });
  }
}
