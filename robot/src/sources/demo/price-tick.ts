import { tickDecimals, type TickedAsset } from '@agulhadas/domain/price-tick';
import type { Candle } from '@agulhadas/domain/reading';

/**
 * The price grid a real market quotes on: the asset's tick (packages/domain/price-tick.ts, the rule the screens show
 * prices with) at its reference price; cents for a type that rule does not know. The demo's random walk is
 * continuous; the candles it hands out sit on the grid, as a real source's do (a 17-digit price is something no
 * exchange sends).
 */
export function gridDecimals(asset: TickedAsset, referencePrice: number): number {
  return tickDecimals(asset, referencePrice) ?? 2;
}

/**
 * A price on the grid, never below one tick. An integer count of ticks divided by a power of ten is the double a
 * decimal string of that price parses to, and it is several times faster than `toFixed` over a universe's backfill.
 */
export function priceOnTick(price: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.max(1 / scale, Math.round(price * scale) / scale);
}

/**
 * A candle on the grid: rounding keeps the order of its prices, so the wicks still hold the body. Never below one
 * tick: a long backfill's walk may wander near zero, and no market quotes 0.
 */
export function onTick<T extends Candle>(candle: T, decimals: number): T {
  const at = (value: number) => priceOnTick(value, decimals);
  return { ...candle, open: at(candle.open), high: at(candle.high), low: at(candle.low), close: at(candle.close) };
}
