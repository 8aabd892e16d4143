import type { IndicatorSnapshot } from '../indicators/indicator-snapshot';
import type { Signal } from '../reading';
import { snapshotAt, type SignalWindow } from './signal-window';

/** ADX reference line of the method. */
export const ADX_REFERENCE = 32;

/**
 * Trend direction on one candle: none when the ADX is below both DIs, or falling and ≤ 32;
 * otherwise the side of the larger DI (none when the DIs are equal).
 */
export function trendDirection(current: IndicatorSnapshot, previousAdx: number): Signal {
  const { adx, diPlus, diMinus } = current;
  if (adx < diPlus && adx < diMinus) return 0;
  if (adx < previousAdx && adx <= ADX_REFERENCE) return 0;
  if (diPlus > diMinus) return 1;
  if (diMinus > diPlus) return -1;
  return 0;
}

export interface TrendFields {
  adx: [number, number];
  adxanterior: number;
  diPlus: number;
  diMinus: number;
  tendenciaCompra: boolean;
  tendenciaVenda: boolean;
  temTendencia: Signal;
  tendenciaAcelerante: boolean;
  tendenciaEntrante: 1 | 0;
  mudoutendencia: 1 | 0;
}

export function trendFields(window: SignalWindow): TrendFields {
  const now = snapshotAt(window, 0);
  const before = snapshotAt(window, 1);
  const twoBefore = snapshotAt(window, 2);
  const direction = trendDirection(now, before.adx);
  const previousDirection = trendDirection(before, twoBefore.adx);
  return {
    adx: [now.adx, before.adx],
    adxanterior: before.adx,
    diPlus: now.diPlus,
    diMinus: now.diMinus,
    tendenciaCompra: direction === 1,
    tendenciaVenda: direction === -1,
    temTendencia: direction,
    tendenciaAcelerante: direction !== 0 && now.adx > before.adx,
    tendenciaEntrante: direction !== 0 && direction !== previousDirection ? 1 : 0,
    mudoutendencia: now.adx < before.adx && before.adx > twoBefore.adx ? 1 : 0,
  };
}
