import { loadDailyCsv, type DatedCandle } from './daily-csv';

export type { DatedCandle } from './daily-csv';

/**
 * Real market data: the S&P 500 daily candles 2000-01-03 … 2020-04-17, committed as a fixture from the vega-datasets
 * npm package (3.2.1, BSD-3-Clause; the figures are Yahoo Finance's daily download), so no 41 MB package is installed
 * to read one 416 KB file.
 */
export const SP500_SOURCE =
  'vega-datasets 3.2.1 (BSD-3-Clause), data/sp500-2000.csv, committed under tests/fixtures/series/';

/** The candles, oldest first (header: date,open,high,low,close,adjclose,volume). */
export function loadSp500Candles(): DatedCandle[] {
  return loadDailyCsv('tests/fixtures/series/sp500-2000.csv');
}
