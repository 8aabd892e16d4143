/**
 * Signal derivation: every field of a `Reading` (packages/domain/reading.ts) from the indicator engine.
 * Pure TypeScript, no I/O; the same code runs in the client and the API. Rules: docs/signals.md.
 *
 * Batch
 *   computeReading(candles: readonly Candle[], timeframe: Timeframe): Reading | null
 *     Candles oldest first. Reading of the last candle; null with fewer than WARMUP_CANDLES (29)
 *     candles (the TRIX signal is the last indicator to become ready).
 *
 * Streaming (O(1) per candle; the state is plain JSON-safe data, e.g. stored in MongoDB)
 *   createReadingEngine(timeframe): ReadingEngineState
 *   pushReading(state, candle): Reading | null        a new candle (time after the last one)
 *   replaceLastReading(state, candle): Reading | null the in-progress candle changed (same time)
 *   upsertReading(state, candle): Reading | null      picks one of the two by `candle.time`
 *   ReadingEngine = { create, push, replaceLast, upsert } — the same functions as one object.
 *   They MUTATE `state` and return the reading (null during warm-up). Pushing the same candles gives
 *   exactly the reading computeReading gives on them (both start from the first candle: EMA/Wilder
 *   values depend on where the series starts, so give both the same history).
 *
 * Lower level: deriveReading(window, timeframe) turns the last HISTORY_LENGTH (7) indicator
 * snapshots into a Reading.
 */
export { computeReading } from './compute-reading';
export {
  createReadingEngine,
  pushReading,
  replaceLastReading,
  upsertReading,
  ReadingEngine,
  type ReadingEngineState,
} from './reading-engine';
export {
  decodeReadingEngine,
  encodedReadingEngineSize,
  encodeReadingEngineInto,
  isReadingEngineData,
} from './reading-engine-codec';
export { deriveReading } from './derive-reading';
export { WARMUP_CANDLES, HISTORY_LENGTH } from './warm-up';
export { acceleratingTrend, ADX_REFERENCE, adxKick, KICK_RISE_CANDLES, trendDirection } from './trend';
export { STOCHASTIC_OVERBOUGHT, STOCHASTIC_OVERSOLD, stochasticZone } from './stochastic-zone';
export {
  averagesMeet,
  BODY_MEETING_SPREAD_ATR,
  closesBeyondAverages,
  needle,
  needleEvent,
  needleWithin,
  OPENING_CANDLES,
  MIN_BODY_ATR,
  MIN_OPENING_ATR,
  opensDecisively,
  RANGE_MEETING_SPREAD_ATR,
  REPEAT_CANDLES,
  repeatsSetup,
} from './needle';
export { averagesFlat, averagesOrder, averagesSpread } from './averages';
export { bollingerStatusOf } from './bollinger-status';
export { falsePoint } from './didi-signals';
export { zeroCross, compareSignal } from './zero-cross';
export { readingMessage } from './message';
export type { SignalWindow } from './signal-window';
