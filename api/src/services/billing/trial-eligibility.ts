import { TRIAL_DAYS, hasFreeTrial, type TrialContext } from '../../../../src/domain/plans/free-trial';
import { subscriptions } from '../../store/subscriptions';
import type { Store } from '../../store/types';

/**
 * Trial days for a purchase: 7 unless a voucher or the promo applies (spec 01 §2), and only for a user's
 * first subscription of any kind, so a trial cannot be chained forever. The client's flags can only remove it.
 */
export async function trialDaysFor(store: Store, userId: string, flags: TrialContext): Promise<number> {
  if (!hasFreeTrial(flags)) return 0;
  const previous = await subscriptions(store).countDocuments({ userId });
  return previous === 0 ? TRIAL_DAYS : 0;
}
