import { createIndicatorCore, transferIndicatorCore, type IndicatorCore } from '../indicators/indicator-core';
import { emptySnapshot, SNAPSHOT_KEYS, transferSnapshot } from '../indicators/indicator-snapshot';
import { NumberReader, NumberWriter } from '../indicators/number-channel';
import type { Timeframe } from '../timeframes';
import { createReadingEngine, type ReadingEngineState } from './reading-engine';
import { HISTORY_LENGTH } from './warm-up';

/**
 * The reading engine's state as one Float64Array, the form ingest stores between rounds: a fixed header,
 * the current indicator core, the core before the last candle when there is one, and the recent snapshots. Reading
 * it back fills a fresh state, so parameters and capacities come from the code, and the header's layout fingerprint
 * refuses data written by another layout or other parameters (the caller rebuilds the state from the candles).
 */

/** Bump when a transfer function moves its numbers in another order (the fingerprint sees only the state's shape). */
const LAYOUT_REVISION = 2;

/** FNV-1a of the layout's description: a 32-bit integer, exact as a double. */
function fingerprintOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

const FINGERPRINT = fingerprintOf(
  `${LAYOUT_REVISION}|${JSON.stringify(createIndicatorCore())}|${SNAPSHOT_KEYS.join()}|${HISTORY_LENGTH}`,
);

/** Fingerprint, last candle time (NaN before the first), whether `beforeLast` follows, recent snapshots held. */
const HEADER = 4;

// Counted by writing one core into scratch space (a third channel class would slow every transfer's calls).
const CORE_SIZE = (() => {
  const writer = new NumberWriter(new Float64Array(4096));
  transferIndicatorCore(createIndicatorCore(), writer);
  return writer.at;
})();

const sizeOf = (hasBeforeLast: boolean, recent: number) =>
  HEADER + CORE_SIZE * (hasBeforeLast ? 2 : 1) + SNAPSHOT_KEYS.length * recent;

/** The numbers encodeReadingEngineInto writes for `state`. */
export const encodedReadingEngineSize = (state: ReadingEngineState): number =>
  sizeOf(state.engine.beforeLast !== null, state.recent.length);

/** Encodes into `data`, which holds encodedReadingEngineSize(state) numbers (the caller picks the memory: pooled, on the API). */
export function encodeReadingEngineInto(state: ReadingEngineState, data: Float64Array): void {
  const { engine, recent } = state;
  data[0] = FINGERPRINT;
  data[1] = engine.lastTime ?? NaN;
  data[2] = engine.beforeLast === null ? 0 : 1;
  data[3] = recent.length;
  const writer = new NumberWriter(data, HEADER);
  transferIndicatorCore(engine.current, writer);
  if (engine.beforeLast !== null) transferIndicatorCore(engine.beforeLast, writer);
  for (const snapshot of recent) transferSnapshot(snapshot, writer);
}

/** Whether `data` is a state this code wrote (same layout, same parameters): what decodeReadingEngine reads. */
export function isReadingEngineData(data: Float64Array): boolean {
  if (data.length < HEADER || data[0] !== FINGERPRINT) return false;
  const flag = data[2];
  const recent = data[3];
  if ((flag !== 0 && flag !== 1) || !Number.isInteger(recent) || recent < 0 || recent > HISTORY_LENGTH) return false;
  return data.length === sizeOf(flag === 1, recent);
}

/** The state `data` holds; throws on data isReadingEngineData refuses. */
export function decodeReadingEngine(data: Float64Array, timeframe: Timeframe): ReadingEngineState {
  if (!isReadingEngineData(data)) throw new RangeError('not a reading engine state of this layout');
  const state = createReadingEngine(timeframe);
  state.engine.lastTime = Number.isNaN(data[1]) ? null : data[1];
  const reader = new NumberReader(data, HEADER);
  transferIndicatorCore(state.engine.current, reader);
  if (data[2] === 1) {
    const beforeLast: IndicatorCore = createIndicatorCore();
    transferIndicatorCore(beforeLast, reader);
    state.engine.beforeLast = beforeLast;
  }
  for (let i = 0; i < data[3]; i += 1) {
    const snapshot = emptySnapshot();
    transferSnapshot(snapshot, reader);
    state.recent.push(snapshot);
  }
  return state;
}
