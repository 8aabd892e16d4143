import { loadDailyCsv, type DatedCandle } from './daily-csv';

export type { DatedCandle } from './daily-csv';

/** Real market data from a registry package: the S&P 500 daily candles 2000-01-03 … 2020-04-17. */
export const SP500_SOURCE = 'vega-datasets (npm, dev dependency), data/sp500-2000.csv';

/** The candles, oldest first (header: date,open,high,low,close,adjclose,volume). */
export function loadSp500Candles(): DatedCandle[] {
  return loadDailyCsv('vega-datasets/data/sp500-2000.csv');
}
