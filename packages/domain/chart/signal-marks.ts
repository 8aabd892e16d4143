import type { IndicatorSnapshot } from '../indicators/indicator-snapshot';
import type { Timeframe } from '../timeframes';
import { deriveReading } from '../signals/derive-reading';
import { needleEvent } from '../signals/needle';
import { HISTORY_LENGTH, WARMUP_CANDLES } from '../signals/warm-up';
import { MARKED_SIGNALS, type ChartMark } from './marked-signal';

/**
 * Every marked signal over a series: the reading each candle had when it was the newest (the same rules as the
 * cards and alerts, docs/signals.md), from the first candle with a reading (the 29th). Oldest first.
 */
export function signalMarks(snapshots: readonly IndicatorSnapshot[], timeframe: Timeframe): ChartMark[] {
  const marks: ChartMark[] = [];
  for (let i = WARMUP_CANDLES - 1; i < snapshots.length; i += 1) {
    const window = snapshots.slice(i + 1 - HISTORY_LENGTH, i + 1);
    const reading = deriveReading(window, timeframe);
    for (const kind of MARKED_SIGNALS) {
      const side = reading[kind];
      if (side === 0) continue;
      const meeting = kind === 'agulhado' ? needleEvent(window)?.meetingTimes : undefined;
      marks.push(meeting ? { time: snapshots[i].time, kind, side, meeting } : { time: snapshots[i].time, kind, side });
    }
  }
  return marks;
}
