import type { IndicatorSnapshot } from '../indicators/indicator-snapshot';
import type { Signal } from '../reading';

/** 1 when MA3 > MA8 > MA20, -1 when MA20 > MA8 > MA3, else 0. */
export function averagesOrder(s: IndicatorSnapshot): Signal {
  if (s.ma3 > s.ma8 && s.ma8 > s.ma20) return 1;
  if (s.ma20 > s.ma8 && s.ma8 > s.ma3) return -1;
  return 0;
}

/** Distance between the highest and the lowest of the three averages, in price units. */
export function averagesSpread(s: IndicatorSnapshot): number {
  return Math.max(s.ma3, s.ma8, s.ma20) - Math.min(s.ma3, s.ma8, s.ma20);
}

/**
 * The three averages are one value: the last 20 closes were one price (no trade moved it: an
 * illiquid, halted or closed market). Exact, because the averages of equal prices are that price
 * exactly (ring-buffer.ts), at any price level.
 */
export function averagesFlat(s: IndicatorSnapshot): boolean {
  return s.ma3 === s.ma8 && s.ma8 === s.ma20;
}
