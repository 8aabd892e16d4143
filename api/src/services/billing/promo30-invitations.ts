import { isPaidLevel } from '@agulhadas/domain/roles';
import { isUsableSubscription } from '@agulhadas/domain/identity/derive-roles';
import { formatDate } from '@agulhadas/domain/presentation/format';
import { subscriptions, type SubscriptionDoc } from '../../store/subscriptions';
import type { Store } from '../../store/types';
import { users } from '../../store/users';
import { queueEmail } from '../email/queue-email';
import { publicUrl } from '../payments/public-urls';
import { DAY_SECONDS, unixSeconds } from './calendar';

/** How long before a 30-day promo ends its holder is invited to subscribe. */
export const PROMO_INVITATION_DAYS = 5;

const PROMO_LEVEL = 'VIP30';
const PLANS_PATH = '/assinatura';

/** Someone who already pays for a plan lasting beyond the promo needs no invitation. */
function paysBeyond(promo: SubscriptionDoc, others: readonly SubscriptionDoc[], now: Date): boolean {
  return others.some(
    (sub) =>
      sub.level !== PROMO_LEVEL &&
      isPaidLevel(sub.level) &&
      isUsableSubscription(sub, now) &&
      (sub.expiry == null || sub.expiry >= (promo.expiry ?? 0)),
  );
}

async function invite(store: Store, promo: SubscriptionDoc, now: Date): Promise<boolean> {
  const user = await users(store).findOne({ _id: promo.userId }, { projection: { email: 1, name: 1 } });
  const others = await subscriptions(store).find({ userId: promo.userId }).toArray();
  const wanted = Boolean(user?.email) && !paysBeyond(promo, others, now);
  if (user?.email && wanted) {
    await queueEmail(
      store,
      {
        template: 'promo30-invitation',
        about: promo.subId,
        to: user.email,
        name: user.name,
        userId: promo.userId,
        data: { nome: user.name, fim: formatDate(new Date((promo.expiry ?? 0) * 1000)), link: publicUrl(PLANS_PATH) },
      },
      now,
    );
  }
  // Marked after queueing: a round that stops in between queues nothing twice (the e-mail's id is fixed) and marks it next time.
  await subscriptions(store).updateOne({ subId: promo.subId }, { $set: { renewalInvitedAt: now.toISOString() } });
  return wanted;
}

/**
 * Invites the holders of 30-day promos ending within PROMO_INVITATION_DAYS to keep subscribing (once per promo).
 * Run by the robot's rounds, the product's clock; the query reads only the promos due and not yet invited.
 */
export async function invitePromoEndings(store: Store, now: Date): Promise<number> {
  const t = unixSeconds(now);
  const due = await subscriptions(store)
    .find(
      {
        level: PROMO_LEVEL,
        expiry: { $gt: t, $lte: t + PROMO_INVITATION_DAYS * DAY_SECONDS },
        status: 'active',
        renewalInvitedAt: { $exists: false },
      },
      { limit: 200 },
    )
    .toArray();
  let invited = 0;
  for (const promo of due) if (await invite(store, promo, now)) invited += 1;
  return invited;
}
