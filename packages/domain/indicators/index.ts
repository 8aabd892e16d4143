/**
 * Indicator engine (pure, no I/O; shared by client and API).
 * Each indicator has a streaming form (`createX` → plain JSON-safe state, `pushX(state, input)` mutates
 * it in O(1) and returns the value, NaN while warming up, `cloneX`) and a batch form (`xSeries`),
 * bit-identical to each other. The engine bundles them: `createEngineState`, `pushCandle`,
 * `replaceLastCandle`, `upsertCandle` (streaming) and `computeSnapshots` (batch).
 */
export * from './ring-buffer';
export * from './sma';
export * from './exponential-smoothing';
export * from './ema';
export * from './wilder-smoothing';
export * from './directional-movement';
export * from './dmi';
export * from './bollinger';
export * from './didi-index';
export * from './stochastic';
export * from './trix';
export * from './indicator-snapshot';
export * from './indicator-core';
export * from './engine-state';
export * from './batch-snapshots';
export * from './number-channel';
