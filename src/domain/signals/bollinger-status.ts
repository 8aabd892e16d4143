import type { IndicatorSnapshot } from '../indicators/indicator-snapshot';
import type { Signal } from '../reading';
import { snapshotAt, type SignalWindow } from './signal-window';

/**
 * -1 closing: band width (upper − lower)/middle falls. 1 opening ("boca de jacaré"): width rises
 * with the upper band rising and the lower band falling. 0 parallel: anything else (width flat, or
 * rising while both bands move the same way).
 */
export function bollingerStatusOf(now: IndicatorSnapshot, before: IndicatorSnapshot): Signal {
  if (now.bbWidth < before.bbWidth) return -1;
  if (now.bbWidth > before.bbWidth && now.bbUpper > before.bbUpper && now.bbLower < before.bbLower) return 1;
  return 0;
}

export interface BollingerFields {
  bollingerStatus: Signal;
  bbabriu: 1 | 0;
  bbfechou: 1 | 0;
}

export function bollingerFields(window: SignalWindow): BollingerFields {
  const status = bollingerStatusOf(snapshotAt(window, 0), snapshotAt(window, 1));
  const previous = bollingerStatusOf(snapshotAt(window, 1), snapshotAt(window, 2));
  return {
    bollingerStatus: status,
    bbabriu: status === 1 && previous !== 1 ? 1 : 0,
    bbfechou: status === -1 && previous !== -1 ? 1 : 0,
  };
}
