/**
 * The Didi chart of one asset and timeframe: candles, indicator lines, signal marks and their track
 * record, all from the readings' engine and rules. Pure, shared by the API (getChart) and the chart screen.
 */
export * from './chart-data';
export * from './marked-signal';
export * from './build-chart';
export * from './signal-marks';
export * from './track-record';
export * from './signal-labels';
