import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Candle } from '../../src/domain/reading';

/** Real market data from a registry package: the S&P 500 daily candles 2000-01-03 … 2020-04-17. */
export const SP500_SOURCE = 'vega-datasets (npm, dev dependency), data/sp500-2000.csv';

export interface DatedCandle extends Candle {
  /** Trading day, YYYY-MM-DD. */
  date: string;
}

/** The candles, oldest first (header: date,open,high,low,close,adjclose,volume). */
export function loadSp500Candles(): DatedCandle[] {
  // The package exports only its JS entry, so the data file is read by path (jest, the bench and the
  // scripts all run from the repository root).
  const csv = readFileSync(path.resolve(process.cwd(), 'node_modules/vega-datasets/data/sp500-2000.csv'), 'utf8');
  return csv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [date, open, high, low, close, , volume] = line.split(',');
      return { date, time: Date.parse(`${date}T00:00:00Z`), open: Number(open), high: Number(high), low: Number(low), close: Number(close), volume: Number(volume) };
    });
}
