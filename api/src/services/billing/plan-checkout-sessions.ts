import { planCheckouts, type PlanCheckoutDoc } from '../../store/plan-checkouts';
import type { Store } from '../../store/types';

/** Expires a session at the provider (Stripe's `checkout.sessions.expire`, or the local page's session). */
export type ExpireCheckout = (sessionId: string) => Promise<void>;

/** Expires the given open plan checkouts, at the provider first, then in the record. */
async function expirePlanCheckouts(
  store: Store,
  sessions: readonly PlanCheckoutDoc[],
  expire: ExpireCheckout,
  now: Date,
): Promise<void> {
  for (const session of sessions) {
    await expire(session._id);
    await planCheckouts(store).updateOne(
      { _id: session._id, status: 'open' },
      { $set: { status: 'expired', updatedAt: now.toISOString() } },
    );
  }
}

/** Newest first: by opening time, then by id, so parallel requests on the same millisecond agree on one order. */
const newestFirst = (a: PlanCheckoutDoc, b: PlanCheckoutDoc): number =>
  b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);

/**
 * Records a new plan checkout and expires the user's older open ones: a user keeps one open plan checkout, the
 * newest, so two sessions cannot both be paid into two subscriptions and the one just handed out stays payable.
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
  // Every request expires all but the newest open checkout it sees, so the newest is never expired: parallel
  // requests each see at least their own session and the last one sees every other.
  const open = await planCheckouts(store).find({ userId: session.userId, status: 'open' }).toArray();
  await expirePlanCheckouts(store, open.sort(newestFirst).slice(1), expire, now);
}

/** A completed plan checkout: the user's other open ones are expired. */
export async function completePlanCheckout(
  store: Store,
  sessionId: string,
  userId: string,
  expire: ExpireCheckout,
  now: Date,
): Promise<void> {
  await planCheckouts(store).updateOne(
    { _id: sessionId },
    { $set: { status: 'complete', updatedAt: now.toISOString() } },
  );
  const others = await planCheckouts(store)
    .find({ userId, status: 'open', _id: { $ne: sessionId } })
    .toArray();
  await expirePlanCheckouts(store, others, expire, now);
}
