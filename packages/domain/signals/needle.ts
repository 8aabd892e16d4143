import type { IndicatorSnapshot } from '../indicators/indicator-snapshot';
import type { Signal } from '../reading';
import { averagesFlat, averagesOrder, averagesSpread } from './averages';
import { snapshotAt, type SignalWindow } from './signal-window';

/**
 * The needle as the chart shows it (docs/signals.md, "agulhado"): the three averages meet inside one
 * candle, then open in order, 3 > 8 > 20 (buy) or 20 > 8 > 3 (sell), and the candle that completes
 * the order closes on the needle's side of all three.
 */

/*
 * The thresholds were refitted on blind chart-reader labels (docs/signals.md, "The setup pass"; decision 0491):
 * on those labels a wick threading averages up to one average candle apart is a meeting as often as a body
 * holding them, and the needles readers refuse are mostly ones whose averages barely open or whose candle
 * hardly moves.
 */

/**
 * Widest spread of the averages, in average candle ranges (ATR 8), that a real body can hold and still call
 * a meeting. A body lies inside the range, so with the wider range threshold below every body meeting is
 * also a range meeting: kept to name both ways the chart shows a meeting.
 */
export const BODY_MEETING_SPREAD_ATR = 0.5;

/** Widest spread, in ATRs, of averages threaded by the candle's range (wicks included). */
export const RANGE_MEETING_SPREAD_ATR = 1;

/** On the needle's candle MA3 stands at least this many ATRs beyond MA20 on its side: averages that barely open are a tangle, not a needle. */
export const MIN_OPENING_ATR = 0.2;

/** The needle's candle moves its way: its real body (close − open, on the needle's side) is at least this many ATRs. */
export const MIN_BODY_ATR = 0.25;

/** Candles after the meeting within which the averages must open in order. */
export const OPENING_CANDLES = 2;

/**
 * The averages meet on this candle: inside its real body (between open and close, edges included)
 * within half an average candle range of each other, or inside its range (a wick threads them) within
 * one average candle range (a huge candle can hold averages that are far apart: no meeting). A candle
 * that opens beyond all three (a gap) and never trades back to them does not meet them.
 */
export function averagesMeet(s: IndicatorSnapshot): boolean {
  const low = Math.min(s.ma3, s.ma8, s.ma20);
  const high = Math.max(s.ma3, s.ma8, s.ma20);
  const spread = averagesSpread(s);
  const inBody = Math.min(s.open, s.close) <= low && high <= Math.max(s.open, s.close);
  const inRange = s.low <= low && high <= s.high;
  return (
    (inBody && spread <= BODY_MEETING_SPREAD_ATR * s.atr) || (inRange && spread <= RANGE_MEETING_SPREAD_ATR * s.atr)
  );
}

/** The candle closed beyond all three averages on `side`: a buy above them, a sell below. */
export function closesBeyondAverages(s: IndicatorSnapshot, side: Signal): boolean {
  if (side === 1) return s.close > Math.max(s.ma3, s.ma8, s.ma20);
  if (side === -1) return s.close < Math.min(s.ma3, s.ma8, s.ma20);
  return false;
}

/**
 * The needle's candle shows the opening: MA3 at least MIN_OPENING_ATR beyond MA20 and a real body of at least
 * MIN_BODY_ATR, both on `side`.
 */
export function opensDecisively(s: IndicatorSnapshot, side: Exclude<Signal, 0>): boolean {
  return side * (s.ma3 - s.ma20) >= MIN_OPENING_ATR * s.atr && side * (s.close - s.open) >= MIN_BODY_ATR * s.atr;
}

/** Same-side needles at most this many candles apart are one setup: the later one is not signalled again. */
export const REPEAT_CANDLES = 2;

/**
 * Raw strict needle on the candle `age` candles back (0 = the current one), seen from that candle, with
 * the candles where the averages met (ages, newest first); null when there is none:
 * - the averages are in order on it and were not on the candle before (the order completes here);
 * - it closes beyond all three averages on the needle's side, and opens decisively (opensDecisively);
 * - the averages met on it or on one of the OPENING_CANDLES before, and no candle between that
 *   meeting and it closed beyond all three on the other side (the meeting candle's own close does
 *   not count: a body holding the averages closes on one side of them by construction);
 * - the candle before it was not flat: with all three averages equal, the last 20 closes were one
 *   price (no trades, or a halted or illiquid market), and the first tick out of it is no needle.
 * Reads the snapshots from `age` to `age` + OPENING_CANDLES.
 */
function rawNeedleOn(window: SignalWindow, age: number): { side: Exclude<Signal, 0>; meetingAges: number[] } | null {
  const signal = snapshotAt(window, age);
  const direction = averagesOrder(signal);
  if (direction === 0 || !closesBeyondAverages(signal, direction) || !opensDecisively(signal, direction)) return null;
  const before = snapshotAt(window, age + 1);
  if (averagesOrder(before) === direction || averagesFlat(before)) return null;
  // Back from the signal candle: a candle that closed against the needle stands between it and any earlier meeting.
  const meetingAges: number[] = [];
  for (let meeting = age; meeting <= age + OPENING_CANDLES; meeting += 1) {
    const s = snapshotAt(window, meeting);
    if (averagesMeet(s)) meetingAges.push(meeting);
    if (meeting > age && closesBeyondAverages(s, -direction as Signal)) break;
  }
  return meetingAges.length > 0 ? { side: direction, meetingAges } : null;
}

/**
 * Whether a raw needle of `side` one or two candles apart would repeat one on the candle `age` back: a
 * same-side needle within REPEAT_CANDLES of another is the same setup (the order broke for a candle and
 * reopened), so only the first of a run is signalled. Kept apart so the rule can be tested on its own.
 */
export function repeatsSetup(side: Signal, earlierSides: readonly Signal[]): boolean {
  return side !== 0 && earlierSides.slice(0, REPEAT_CANDLES).includes(side);
}

/** The needle on the candle `age` back (raw strict needle, not a repeat of one 1 or 2 candles before). Reads ages `age` … `age` + 4. */
function needleEventOn(window: SignalWindow, age: number): { side: Exclude<Signal, 0>; meetingAges: number[] } | null {
  const raw = rawNeedleOn(window, age);
  if (raw === null) return null;
  const earlier: Signal[] = [];
  for (let back = 1; back <= REPEAT_CANDLES; back += 1) earlier.push(rawNeedleOn(window, age + back)?.side ?? 0);
  return repeatsSetup(raw.side, earlier) ? null : raw;
}

function needleOn(window: SignalWindow, age: number): Signal {
  return needleEventOn(window, age)?.side ?? 0;
}

/**
 * The current candle's strict needle as the chart marks it: its side and the open times of the candles
 * where the averages met (oldest first; the needle's own candle when they met on it). Null when none.
 */
export function needleEvent(window: SignalWindow): { side: Exclude<Signal, 0>; meetingTimes: number[] } | null {
  const event = needleEventOn(window, 0);
  if (event === null) return null;
  return { side: event.side, meetingTimes: event.meetingAges.map((age) => snapshotAt(window, age).time).reverse() };
}

/**
 * A strict needle on the current candle or on one of the `span` before, whose order has held on every
 * candle since. span 0 is agulhado, 1 and 2 agulhado1 and agulhado2 (so a strict needle sets all three
 * on its candle, agulhado1 stays on one candle more and agulhado2 two while the order holds).
 * Reads span + OPENING_CANDLES + REPEAT_CANDLES + 1 snapshots (7 for agulhado2).
 */
export function needleWithin(window: SignalWindow, span: number): Signal {
  const direction = averagesOrder(snapshotAt(window, 0));
  if (direction === 0) return 0;
  for (let age = 0; age <= span; age += 1) {
    if (averagesOrder(snapshotAt(window, age)) !== direction) return 0;
    if (needleOn(window, age) === direction) return direction;
  }
  return 0;
}

/** Strict needle (agulhado): the averages open in order on this candle, which agrees with it. */
export function needle(window: SignalWindow): Signal {
  return needleWithin(window, 0);
}
