import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The Pine Script indicator VIPs install in TradingView, exactly as /appuser offers it for download. */
export const INDICATOR_FILE = path.resolve(process.cwd(), 'integrations/tradingview/agulhadas-didi.pine');

export function indicatorSource(): string {
  return readFileSync(INDICATOR_FILE, 'utf8');
}

/** An `alertcondition` of the indicator: its title in TradingView's list and the message template it posts. */
export interface IndicatorAlert {
  title: string;
  message: string;
}

/** The alert conditions declared in the source (title and message are single-quoted or double-quoted literals). */
export function indicatorAlerts(source: string = indicatorSource()): IndicatorAlert[] {
  const literal = `("(?:[^"\\\\]|\\\\.)*"|'(?:[^'\\\\]|\\\\.)*')`;
  const declaration = new RegExp(`^alertcondition\\([^,]+,\\s*${literal},\\s*${literal}\\)$`, 'gm');
  return [...source.matchAll(declaration)].map((match) => ({
    title: match[1].slice(1, -1),
    message: match[2].slice(1, -1),
  }));
}

/** What TradingView writes into an alert's message when it fires: its placeholders replaced by the chart's values. */
export function fillAlertPlaceholders(
  template: string,
  values: { interval: string; close: number; exchange: string; ticker: string },
): string {
  return template
    .replaceAll('{{interval}}', values.interval)
    .replaceAll('{{close}}', String(values.close))
    .replaceAll('{{exchange}}', values.exchange)
    .replaceAll('{{ticker}}', values.ticker);
}
