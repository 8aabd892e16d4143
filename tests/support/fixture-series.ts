import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DatedCandle } from './daily-csv';

const DAY_MS = 86_400_000;

/**
 * The candles of a daily series committed under tests/fixtures/series/, oldest first, columns
 * date,open,high,low,close. A series published without dates (TA-Lib's regression data) has the bar's
 * ordinal in the first column instead: its candles get `bar-0001`-style dates and consecutive days as
 * times, enough to order them and draw them, and say nothing false about when they traded.
 */
export function loadFixtureSeries(file: string): DatedCandle[] {
  const csv = readFileSync(path.resolve(process.cwd(), 'tests/fixtures/series', file), 'utf8');
  return csv
    .trim()
    .split('\n')
    .slice(1)
    .map((line, i) => {
      const [first, open, high, low, close] = line.trim().split(',');
      const dated = /^\d{4}-\d{2}-\d{2}$/.test(first);
      return {
        date: dated ? first : `bar-${first.padStart(4, '0')}`,
        time: dated ? Date.parse(`${first}T00:00:00Z`) : i * DAY_MS,
        open: Number(open),
        high: Number(high),
        low: Number(low),
        close: Number(close),
        volume: 0,
      };
    });
}
