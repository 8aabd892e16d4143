import type { AssetType } from '../../../../src/domain/categories';
import type { Candle } from '../../../../src/domain/reading';

/**
 * The price grid a real market quotes on (its tick): B3 stocks, funds, futures and indices in cents, forex in fifths
 * of a pip, crypto with six significant digits of its price. The demo's random walk is continuous; the candles it
 * hands out sit on the grid, as a real source's do (a 17-digit price is something no exchange sends).
 */
export function tickDecimals(assetType: AssetType, referencePrice: number): number {
  if (assetType === 'forex') return 5;
  if (assetType === 'crypto' || assetType === 'cryptocfd') return Math.min(8, Math.max(0, 5 - Math.floor(Math.log10(referencePrice))));
  return 2;
}

/**
 * A candle on the grid: rounding keeps the order of its prices, so the wicks still hold the body. Never below one
 * tick: a long backfill's walk may wander near zero, and no market quotes 0.
 */
export function onTick<T extends Candle>(candle: T, decimals: number): T {
  const tick = 10 ** -decimals;
  const at = (value: number) => Math.max(tick, Number(value.toFixed(decimals)));
  return { ...candle, open: at(candle.open), high: at(candle.high), low: at(candle.low), close: at(candle.close) };
}
