import { loadDailyCsv, type DatedCandle } from './daily-csv';

/** A second real market from a registry package: Apple (AAPL) daily candles 2013-05-13 … 2018-05-11, split-adjusted. */
export const AAPL_SOURCE = '@observablehq/sample-datasets (npm, dev dependency), aapl.csv';

/** The candles, oldest first (header: Date,Open,High,Low,Close,Adj Close,Volume). */
export function loadAaplCandles(): DatedCandle[] {
  return loadDailyCsv('node_modules/@observablehq/sample-datasets/aapl.csv');
}
