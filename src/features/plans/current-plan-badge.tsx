import { expiryDateText } from '../../lib/subscription-display';
import type { HeldUntil } from './model/current-plan';

/** 'Seu plano atual', with the last day of access when it does not renew by itself (one-off, promo, broker). */
export function CurrentPlanBadge({ until }: { until: HeldUntil }) {
  return (
    <span className="current-plan">
      Seu plano atual{until !== null && <small className="current-plan-until"> até {expiryDateText(until)}</small>}
    </span>
  );
}
