import type { IndicatorSnapshot } from '@agulhadas/domain/indicators';
import { computeReading, HISTORY_LENGTH } from '@agulhadas/domain/signals';
import type { Reading } from '@agulhadas/domain/reading';
import { candlesFromCloses } from '../indicators/fixtures/candles';

/**
 * Quiet market at 100 (30 candles), then a gentle slide to 99.2 (8 candles, indices 30–37):
 * MA3 < MA8 < MA20, all close together — the setting of a needle. Index 38 is the next candle.
 */
export const NEEDLE_BASE: number[] = [
  ...new Array<number>(30).fill(100),
  ...Array.from({ length: 8 }, (_, i) => 99.9 - i * 0.1),
];

/**
 * Slide from 150 (0.5 a candle, 30 candles), then a flat, slightly rising shelf from 135 with a
 * spike on index 32. On index 40 the spike leaves the 8-average: MA3 pops above MA8 while MA20 is
 * still above and pulling away — a false buy point.
 */
export const FALSE_BUY_BASE: number[] = Array.from({ length: 40 }, (_, i) =>
  i < 30 ? 150 - 0.5 * i : 135 + 0.05 * (i - 30) + (i === 32 ? 5 : 0),
);

/** Price mirrored around 100: every cross and every band move flips side. */
export function mirror(closes: readonly number[]): number[] {
  return closes.map((c) => 200 - c);
}

/** The reading of the candle at `index` (the last one by default) from closes only. */
export function readingOf(closes: readonly number[], index = closes.length - 1): Reading {
  const reading = computeReading(candlesFromCloses(closes.slice(0, index + 1)), '60');
  if (reading === null) throw new Error('not enough candles');
  return reading;
}

const ZERO_SNAPSHOT: IndicatorSnapshot = {
  time: 0,
  open: 100,
  high: 100,
  low: 100,
  close: 100,
  ma3: 100,
  ma8: 100,
  ma20: 100,
  didiCurta: 0,
  didiLonga: 0,
  bbUpper: 102,
  bbMiddle: 100,
  bbLower: 98,
  bbWidth: 0.04,
  atr: 1,
  diPlus: 20,
  diMinus: 20,
  adx: 20,
  stochK: 50,
  stochD: 50,
  trix: 0,
  trixSignal: 0,
};

/** A 6-candle window of hand-set indicator values, oldest first; unset fields are neutral. */
export function windowOf(...snapshots: Partial<IndicatorSnapshot>[]): IndicatorSnapshot[] {
  const padded = [
    ...new Array<Partial<IndicatorSnapshot>>(Math.max(0, HISTORY_LENGTH - snapshots.length)).fill({}),
    ...snapshots,
  ];
  return padded.map((s, i) => ({ ...ZERO_SNAPSHOT, time: Date.UTC(2024, 0, 1, i), ...s }));
}

/** Window whose last three candles carry these ADX / DI values (oldest first). */
export function adxWindow(...rows: [adx: number, diPlus: number, diMinus: number][]): IndicatorSnapshot[] {
  return windowOf(...rows.map(([adx, diPlus, diMinus]) => ({ adx, diPlus, diMinus })));
}
