/**
 * How many of the newest candles the chart's data table lists: a screen's worth, the ones a reader asks about. Kept
 * apart from the table's component, which reaches the charting library, so the tests can read it in Node.
 */
export const CHART_TABLE_CANDLES = 10;
