import { computeSnapshots } from '../indicators/batch-snapshots';
import type { IndicatorSnapshot } from '../indicators/indicator-snapshot';
import { candleCloseTime, type MarketHours, type MarketHoursKey } from '../market-hours';
import { priceDigits, roundPrice, type PriceDigits } from '../presentation/format';
import { WIRE_SIGNIFICANT_DIGITS } from '../presentation/wire-precision';
import type { TickedAsset } from '../price-tick';
import type { Candle } from '../reading';
import type { Timeframe } from '../timeframes';
import { CHART_LINES, PRICE_LINES, type ChartData, type ChartLine } from './chart-data';
import { signalMarks } from './signal-marks';
import { trackRecord } from './track-record';

/**
 * Indicator values on the wire: five significant digits, as the list (wire-precision.ts), except the lines drawn in
 * prices, which keep every decimal the legend shows (five significant digits would cut EURUSD's MM3 to 1,0812 and
 * BTC's to 97 123); not ready → null.
 */
function lineValue(value: number, decimals: number | null): number | null {
  if (!Number.isFinite(value)) return null;
  return decimals === null ? Number(value.toPrecision(WIRE_SIGNIFICANT_DIGITS)) : roundPrice(value, decimals);
}

function linesOf(snapshots: readonly IndicatorSnapshot[], digits: PriceDigits): Record<ChartLine, (number | null)[]> {
  const lines = {} as Record<ChartLine, (number | null)[]>;
  for (const line of CHART_LINES) {
    const decimals = PRICE_LINES.has(line) ? digits.max : null;
    lines[line] = snapshots.map((s) => lineValue(s[line], decimals));
  }
  return lines;
}

/**
 * The chart of one series: candles oldest first, the last one forming when `lastClosed` is false. Indicators by the
 * batch form of the readings' engine, marks by the readings' rules, track record over the closed candles.
 */
export function buildChart(
  asset: TickedAsset & { marketHours?: MarketHoursKey },
  timeframe: Timeframe,
  candles: readonly Candle[],
  lastClosed: boolean,
): ChartData {
  const snapshots = computeSnapshots(candles);
  const digits = priceDigits(asset, candles.at(-1)?.close ?? 0);
  const marks = signalMarks(snapshots, timeframe);
  const forming = candles.length > 0 && !lastClosed;
  const closedCount = forming ? candles.length - 1 : candles.length;
  return {
    asset: asset.asset,
    timeframe,
    priceDigits: digits,
    marketHours: asset.marketHours ?? 'ALWAYS',
    time: candles.map((c) => c.time),
    open: candles.map((c) => c.open),
    high: candles.map((c) => c.high),
    low: candles.map((c) => c.low),
    close: candles.map((c) => c.close),
    lines: linesOf(snapshots, digits),
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
 * A delayed viewer's candles: those that had closed `delayMinutes` before `nowMs` (free assets as of the
 * delay). A candle still forming at the cut-off is left out whole: its values at the cut-off were never stored.
 */
export function candlesClosedBy(
  candles: readonly Candle[],
  cutoffMs: number,
  timeframe: Timeframe,
  hours: MarketHours,
): Candle[] {
  return candles.filter((c) => candleCloseTime(c.time, timeframe, hours) <= cutoffMs);
}
