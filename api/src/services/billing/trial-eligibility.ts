import { TRIAL_DAYS, hasFreeTrial, type TrialContext } from '@agulhadas/domain/plans/free-trial';
import { grantKeys, grantTakenByOther, claimOnce } from '../../store/once-grants';
import type { SubscriptionDoc } from '../../store/subscriptions';
import type { Store } from '../../store/types';

/** Whose trial: a trial is once per user id and once per e-mail. */
export interface TrialPerson {
  userId: string;
  email: string;
}

/** A person asking at checkout, with every subscription of theirs of any status (the caller's, read with the request). */
export interface TrialCandidate extends TrialPerson {
  subscriptions: readonly SubscriptionDoc[];
}

/**
 * Trial days to offer at checkout: 7 unless a voucher or the promo applies, only for a user's
 * first subscription of any kind and only while neither the user id nor the e-mail has had a trial. The
 * client's flags can only remove it. An offer is not a grant: see claimTrial.
 */
export async function trialDaysFor(store: Store, person: TrialCandidate, flags: TrialContext): Promise<number> {
  if (!hasFreeTrial(flags)) return 0;
  if (person.subscriptions.length > 0) return 0;
  return (await grantTakenByOther(store, grantKeys('trial', person.userId, person.email), '')) ? 0 : TRIAL_DAYS;
}

/**
 * The trial is granted when a subscription starts trialing, not when a checkout offers it: several checkouts
 * opened before paying all offer one, and only the first subscription to start takes it (once per user id
 * and per e-mail ever). False: this subscription must pay now.
 */
export async function claimTrial(store: Store, person: TrialPerson, subId: string, now: Date): Promise<boolean> {
  return claimOnce(store, grantKeys('trial', person.userId, person.email), subId, now);
}
