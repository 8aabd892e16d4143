import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A daily candle of a real series (the fields the engine's Candle has, plus the trading day). */
export interface DatedCandle {
  /** Trading day, YYYY-MM-DD. */
  date: string;
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/**
 * The candles of a daily CSV, oldest first, columns date,open,high,low,close,adjusted close,volume (the layout of
 * Yahoo Finance's download). `file` is relative to the repository root (jest, the benches and the scripts all run
 * from there): a fixture committed under tests/fixtures/series/, or a file of an npm package that exports no data
 * entry, read by its path in node_modules.
 */
export function loadDailyCsv(file: string): DatedCandle[] {
  const csv = readFileSync(path.resolve(process.cwd(), file), 'utf8');
  return csv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [date, open, high, low, close, , volume] = line.trim().split(',');
      return {
        date,
        time: Date.parse(`${date}T00:00:00Z`),
        open: Number(open),
        high: Number(high),
        low: Number(low),
        close: Number(close),
        volume: Number(volume),
      };
    });
}
