import { computeSnapshots } from '../indicators/batch-snapshots';
import type { IndicatorSnapshot } from '../indicators/indicator-snapshot';
import { candleCloseTime, type MarketHours } from '../market-hours';
import { WIRE_SIGNIFICANT_DIGITS } from '../presentation/wire-precision';
import type { Candle } from '../reading';
import type { Timeframe } from '../timeframes';
import { CHART_LINES, type ChartData, type ChartLine } from './chart-data';
import { signalMarks } from './signal-marks';
import { trackRecord } from './track-record';

/** Indicator values on the wire: five significant digits, as the list (wire-precision.ts); not ready → null. */
function lineValue(value: number): number | null {
  return Number.isFinite(value) ? Number(value.toPrecision(WIRE_SIGNIFICANT_DIGITS)) : null;
}

function linesOf(snapshots: readonly IndicatorSnapshot[]): Record<ChartLine, (number | null)[]> {
  const lines = {} as Record<ChartLine, (number | null)[]>;
  for (const line of CHART_LINES) lines[line] = snapshots.map((s) => lineValue(s[line]));
  return lines;
}

/**
 * The chart of one series: candles oldest first, the last one forming when `lastClosed` is false. Indicators by the
 * batch form of the readings' engine, marks by the readings' rules, track record over the closed candles.
 */
export function buildChart(asset: string, timeframe: Timeframe, candles: readonly Candle[], lastClosed: boolean): ChartData {
  const snapshots = computeSnapshots(candles);
  const marks = signalMarks(snapshots, timeframe);
  const forming = candles.length > 0 && !lastClosed;
  const closedCount = forming ? candles.length - 1 : candles.length;
  return {
    asset,
    timeframe,
    time: candles.map((c) => c.time),
    open: candles.map((c) => c.open),
    high: candles.map((c) => c.high),
    low: candles.map((c) => c.low),
    close: candles.map((c) => c.close),
    lines: linesOf(snapshots),
    forming,
    marks,
    trackRecord: trackRecord(
      candles,
      snapshots.map((s) => s.atr),
      closedCount,
      marks,
    ),
  };
}

/**
 * A delayed viewer's candles: those that had closed `delayMinutes` before `nowMs` (spec 02 §6: free assets as of the
 * delay). A candle still forming at the cut-off is left out whole: its values at the cut-off were never stored.
 */
export function candlesClosedBy(candles: readonly Candle[], cutoffMs: number, timeframe: Timeframe, hours: MarketHours): Candle[] {
  return candles.filter((c) => candleCloseTime(c.time, timeframe, hours) <= cutoffMs);
}
