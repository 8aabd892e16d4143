import path from 'node:path';
import { AAPL_SOURCE, loadAaplCandles } from './aapl-candles';
import type { DatedCandle } from './daily-csv';
import { loadSp500Candles, SP500_SOURCE } from './sp500-candles';

/** A real daily series the needle is checked on, and where its committed labels live. */
export interface NeedleSeries {
  name: string;
  source: string;
  load: () => DatedCandle[];
  /** Written by scripts/label-needles.ts. */
  labelsFile: string;
}

const fixture = (file: string) => path.resolve(process.cwd(), 'tests/fixtures', file);

export const NEEDLE_SERIES: readonly NeedleSeries[] = [
  { name: 'S&P 500', source: SP500_SOURCE, load: loadSp500Candles, labelsFile: fixture('sp500-needles.json') },
  { name: 'AAPL', source: AAPL_SOURCE, load: loadAaplCandles, labelsFile: fixture('aapl-needles.json') },
];
