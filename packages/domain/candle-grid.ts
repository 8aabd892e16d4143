import { bucketStart } from './candle-buckets';
import type { MarketHours } from './market-hours';
import type { Timeframe } from './timeframes';

/**
 * Where a candle opened at `time` should open on its series' grid (the product's bucket start for the timeframe and
 * market), or null when it is on it. A candle off the grid would be stored as a separate candle beside the one its
 * bucket holds, and every later update of the series would then be refused as out of order.
 */
export function expectedOpen(time: number, timeframe: Timeframe, hours: MarketHours): number | null {
  const expected = bucketStart(time, timeframe, hours);
  return expected === time ? null : expected;
}

/** '02:31' or '02:31:05.250' (UTC), with the date ('23/11/2026 22:00') when `withDate`. */
function utcLabel(ms: number, withDate: boolean): string {
  const iso = new Date(ms).toISOString();
  const seconds = iso.slice(16, 23) === ':00.000' ? '' : iso.slice(16, iso.endsWith('.000Z') ? 19 : 23);
  const clock = `${iso.slice(11, 16)}${seconds}`;
  return withDate ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${clock}` : clock;
}

/** The refusal of an off-grid candle, naming where it should open: 'vela fora da grade do tempo gráfico 15: 02:31 UTC deveria abrir às 02:30 UTC'. */
export function offGridReason(time: number, expected: number, timeframe: Timeframe): string {
  const withDate = new Date(time).toISOString().slice(0, 10) !== new Date(expected).toISOString().slice(0, 10);
  return `vela fora da grade do tempo gráfico ${timeframe}: ${utcLabel(time, withDate)} UTC deveria abrir às ${utcLabel(expected, withDate)} UTC`;
}
