import { planCheckouts } from '../../store/plan-checkouts';
import type { Store } from '../../store/types';

/** Expires a session at the provider (Stripe's `checkout.sessions.expire`, or the local page's session). */
export type ExpireCheckout = (sessionId: string) => Promise<void>;

/** Expires every open plan checkout of the user but `keep`, at the provider first, then in the record. */
async function expireOtherPlanCheckouts(store: Store, userId: string, keep: string, expire: ExpireCheckout, now: Date): Promise<void> {
  const open = await planCheckouts(store)
    .find({ userId, status: 'open', _id: { $ne: keep } })
    .toArray();
  for (const session of open) {
    await expire(session._id);
    await planCheckouts(store).updateOne({ _id: session._id, status: 'open' }, { $set: { status: 'expired', updatedAt: now.toISOString() } });
  }
}

/**
 * Records a new plan checkout and expires the user's older open ones: a user has at most one open plan
 * checkout, so two sessions cannot both be paid into two subscriptions.
 */
export async function openPlanCheckout(
  store: Store,
  session: { sessionId: string; userId: string; plan: string; trialDays: number; provider: 'stripe' | 'local' },
  expire: ExpireCheckout,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await planCheckouts(store).insertOne({
    _id: session.sessionId,
    userId: session.userId,
    plan: session.plan,
    trialDays: session.trialDays,
    provider: session.provider,
    status: 'open',
    createdAt: at,
    updatedAt: at,
  });
  await expireOtherPlanCheckouts(store, session.userId, session.sessionId, expire, now);
}

/** A completed plan checkout: the user's other open ones are expired. */
export async function completePlanCheckout(store: Store, sessionId: string, userId: string, expire: ExpireCheckout, now: Date): Promise<void> {
  await planCheckouts(store).updateOne({ _id: sessionId }, { $set: { status: 'complete', updatedAt: now.toISOString() } });
  await expireOtherPlanCheckouts(store, userId, sessionId, expire, now);
}
