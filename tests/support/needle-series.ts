import path from 'node:path';
import { AAPL_SOURCE, loadAaplCandles } from './aapl-candles';
import type { DatedCandle } from './daily-csv';
import { loadFixtureSeries } from './fixture-series';
import { loadSp500Candles, SP500_SOURCE } from './sp500-candles';

/** A real daily series the needle is checked on, and where its committed labels live. */
export interface NeedleSeries {
  name: string;
  source: string;
  load: () => DatedCandle[];
  /** The rule-written labels (scripts/label-needles.ts), for the series long enough to hold them. */
  labelsFile?: string;
}

/** A series with rule-written labels, the ones the engine's figures are measured on. */
export type LabelledNeedleSeries = NeedleSeries & { labelsFile: string };

const fixture = (file: string) => path.resolve(process.cwd(), 'tests/fixtures', file);

export const NEEDLE_SERIES: readonly NeedleSeries[] = [
  { name: 'S&P 500', source: SP500_SOURCE, load: loadSp500Candles, labelsFile: fixture('sp500-needles.json') },
  { name: 'AAPL', source: AAPL_SOURCE, load: loadAaplCandles, labelsFile: fixture('aapl-needles.json') },
  {
    name: 'TA-Lib',
    source: 'talib 1.1.6 (npm), src/lib/src/tools/ta_regtest/ta_gData{Open,High,Low,Close}.c, bars 1-1225',
    load: () => loadFixtureSeries('ta-lib-regtest.csv'),
  },
  {
    name: 'd3fc',
    source: '@d3fc/d3fc-technical-indicator 8.1.1 (npm), test/data/input.csv',
    load: () => loadFixtureSeries('d3fc-input.csv'),
  },
];

export const LABELLED_NEEDLE_SERIES: readonly LabelledNeedleSeries[] = NEEDLE_SERIES.filter(
  (series): series is LabelledNeedleSeries => series.labelsFile !== undefined,
);
