import type { IndicatorSnapshot } from '../indicators/indicator-snapshot';
import type { Signal } from '../reading';

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
