import type { Candle } from '../reading';
import { MARKED_SIGNALS, type ChartMark, type MarkedSignal } from './marked-signal';

/**
 * Track record of the marked signals over the stored candles (docs/signals.md, "Track record"). For a signal on
 * candle i, entry = close(i) (the signal is known when its candle closes); over the W candles after it:
 * - favourable: the largest move the signal's way (buy: highest high − entry; sell: entry − lowest low), 0 if none;
 * - adverse: the largest move against it (buy: entry − lowest low; sell: highest high − entry), 0 if none;
 * - close: close(i + W) − entry, signed the signal's way.
 * Each in % of the entry and in ATRs (the engine's ATR 8, Wilder, on candle i). A signal with fewer than W closed
 * candles after it is too recent for that window: left out of it and counted.
 */
export const TRACK_WINDOWS = [5, 10] as const;
export type TrackWindow = (typeof TRACK_WINDOWS)[number];

export interface SignalOutcome {
  favourablePct: number;
  adversePct: number;
  closePct: number;
  /** Null when the ATR on the signal candle is not positive (a range-less series). */
  favourableAtr: number | null;
  adverseAtr: number | null;
  closeAtr: number | null;
}

export interface WindowSummary {
  candles: TrackWindow;
  /** Signals with the whole window closed after them. */
  measured: number;
  /** Signals too recent for the window. */
  tooRecent: number;
  /** Measured signals that closed the window on their side (close after > entry for a buy). */
  positive: number;
  /** Means over the measured signals; null when none was measured. */
  favourablePct: number | null;
  adversePct: number | null;
  closePct: number | null;
  favourableAtr: number | null;
  adverseAtr: number | null;
  closeAtr: number | null;
}

/** The signals of one kind and side on the chart, and what followed them. */
export interface TrackRecordGroup {
  kind: MarkedSignal;
  side: 1 | -1;
  count: number;
  windows: WindowSummary[];
}

/** What followed the signal on candle `index` over `window` candles; null when fewer than `window` closed candles follow. */
export function signalOutcome(
  candles: readonly Candle[],
  closedCount: number,
  index: number,
  side: 1 | -1,
  atr: number,
  window: number,
): SignalOutcome | null {
  if (index + window >= closedCount) return null;
  const entry = candles[index].close;
  let high = -Infinity;
  let low = Infinity;
  for (let i = index + 1; i <= index + window; i += 1) {
    high = Math.max(high, candles[i].high);
    low = Math.min(low, candles[i].low);
  }
  const up = Math.max(0, high - entry);
  const down = Math.max(0, entry - low);
  const favourable = side === 1 ? up : down;
  const adverse = side === 1 ? down : up;
  const close = side * (candles[index + window].close - entry);
  const pct = (move: number) => (100 * move) / entry;
  const inAtr = (move: number) => (atr > 0 ? move / atr : null);
  return {
    favourablePct: pct(favourable),
    adversePct: pct(adverse),
    closePct: pct(close),
    favourableAtr: inAtr(favourable),
    adverseAtr: inAtr(adverse),
    closeAtr: inAtr(close),
  };
}

function mean(values: readonly (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length === 0 ? null : known.reduce((sum, v) => sum + v, 0) / known.length;
}

function summarise(outcomes: readonly (SignalOutcome | null)[], candles: TrackWindow): WindowSummary {
  const measured = outcomes.filter((o): o is SignalOutcome => o !== null);
  return {
    candles,
    measured: measured.length,
    tooRecent: outcomes.length - measured.length,
    positive: measured.filter((o) => o.closePct > 0).length,
    favourablePct: mean(measured.map((o) => o.favourablePct)),
    adversePct: mean(measured.map((o) => o.adversePct)),
    closePct: mean(measured.map((o) => o.closePct)),
    favourableAtr: mean(measured.map((o) => o.favourableAtr)),
    adverseAtr: mean(measured.map((o) => o.adverseAtr)),
    closeAtr: mean(measured.map((o) => o.closeAtr)),
  };
}

/**
 * The track record of every kind and side that has at least one mark, in the order the chart lists them
 * (needles first). `atr[i]` is the ATR on candle i; `closedCount` the candles that have closed (all, or all but a
 * forming last one).
 */
export function trackRecord(
  candles: readonly Candle[],
  atr: readonly number[],
  closedCount: number,
  marks: readonly ChartMark[],
): TrackRecordGroup[] {
  const indexOf = new Map(candles.map((c, i) => [c.time, i]));
  const groups: TrackRecordGroup[] = [];
  for (const kind of MARKED_SIGNALS) {
    for (const side of [1, -1] as const) {
      const indexes = marks
        .filter((m) => m.kind === kind && m.side === side)
        .map((m) => indexOf.get(m.time) ?? -1)
        .filter((i) => i >= 0);
      if (indexes.length === 0) continue;
      const windows = TRACK_WINDOWS.map((w) =>
        summarise(
          indexes.map((i) => signalOutcome(candles, closedCount, i, side, atr[i], w)),
          w,
        ),
      );
      groups.push({ kind, side, count: indexes.length, windows });
    }
  }
  return groups;
}
