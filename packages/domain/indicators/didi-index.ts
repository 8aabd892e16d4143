import type { NumberChannel } from './number-channel';
import {
  cloneRingBuffer,
  copyRingBufferInto,
  createRingBuffer,
  ringPush,
  ringMeanNewest,
  transferRingBuffer,
  type RingBuffer,
} from './ring-buffer';
import { nanSeries } from './window-math';
import { smaSeries } from './sma';

/**
 * Didi Index (3, 8, 20): three simple averages of the close, read against the 8 as the zero axis.
 * Percent normalisation (works across assets of any price): curta = MA3/MA8 − 1, longa = MA20/MA8 − 1.
 */
export interface DidiParams {
  short: number;
  axis: number;
  long: number;
}

export const DIDI_DEFAULTS: DidiParams = { short: 3, axis: 8, long: 20 };

export interface DidiState {
  params: DidiParams;
  /** The newest `long` closes; all three averages read from it. */
  closes: RingBuffer;
}

export interface DidiValue {
  maShort: number;
  maAxis: number;
  maLong: number;
  curta: number;
  longa: number;
}

export function createDidi(params: DidiParams = DIDI_DEFAULTS): DidiState {
  return { params: { ...params }, closes: createRingBuffer(Math.max(params.short, params.axis, params.long)) };
}

export function cloneDidi(state: DidiState): DidiState {
  return { params: state.params, closes: cloneRingBuffer(state.closes) };
}

export function copyDidiInto(target: DidiState, source: DidiState): void {
  copyRingBufferInto(target.closes, source.closes);
}

export function transferDidi(state: DidiState, channel: NumberChannel): void {
  transferRingBuffer(state.closes, channel);
}

/** Ratio minus one against the axis; 0 on a zero axis instead of Infinity. */
export function didiLine(average: number, axis: number): number {
  return axis === 0 ? 0 : average / axis - 1;
}

function averageOfNewest(ring: RingBuffer, n: number): number {
  return ring.count < n ? NaN : ringMeanNewest(ring, n);
}

/** Adds one close (mutates `state`) and writes the values into `out` (the engine reuses one `out`). */
export function pushDidiInto(state: DidiState, close: number, out: DidiValue): void {
  const { closes, params } = state;
  ringPush(closes, close);
  const maShort = averageOfNewest(closes, params.short);
  const maAxis = averageOfNewest(closes, params.axis);
  const maLong = averageOfNewest(closes, params.long);
  out.maShort = maShort;
  out.maAxis = maAxis;
  out.maLong = maLong;
  out.curta = didiLine(maShort, maAxis);
  out.longa = didiLine(maLong, maAxis);
}

/** Adds one close (mutates `state`); NaN fields until their average is ready. */
export function pushDidi(state: DidiState, close: number): DidiValue {
  const out: DidiValue = { maShort: NaN, maAxis: NaN, maLong: NaN, curta: NaN, longa: NaN };
  pushDidiInto(state, close, out);
  return out;
}

export interface DidiSeries {
  maShort: number[];
  maAxis: number[];
  maLong: number[];
  curta: number[];
  longa: number[];
}

export function didiSeries(closes: readonly number[], params: DidiParams = DIDI_DEFAULTS): DidiSeries {
  const maShort = smaSeries(closes, params.short);
  const maAxis = smaSeries(closes, params.axis);
  const maLong = smaSeries(closes, params.long);
  const curta = nanSeries(closes.length);
  const longa = nanSeries(closes.length);
  for (let i = 0; i < closes.length; i += 1) {
    curta[i] = didiLine(maShort[i], maAxis[i]);
    longa[i] = didiLine(maLong[i], maAxis[i]);
  }
  return { maShort, maAxis, maLong, curta, longa };
}
