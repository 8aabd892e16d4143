import type { UserMatch, UserOverview } from '@agulhadas/domain/admin/user-overview';
import { periodLabel } from '@agulhadas/domain/plans/plan-periods';
import { isRecurringSubscription } from '@agulhadas/domain/plans/plan-holding';
import { pushSubscriptions } from '@agulhadas/delivery/push/push-subscriptions';
import { alerts } from '../../store/alerts';
import { invoices } from '../../store/invoices';
import { onceGrants } from '../../store/once-grants';
import { subscriptions } from '../../store/subscriptions';
import type { Store } from '../../store/types';
import { refunds } from '../../store/refunds';
import { users } from '../../store/users';
import { confirmationFact, lastConfirmationEmail } from './resend-confirmation';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A page of matches is enough to pick from; a longer prefix narrows it. */
const MAX_MATCHES = 20;

/** Accounts whose e-mail starts with `prefix`, whatever the case, in e-mail order. */
export async function findUsersByEmail(store: Store, prefix: string): Promise<UserMatch[]> {
  const found = await users(store)
    .find(
      { email: { $regex: `^${escapeRegex(prefix.trim())}`, $options: 'i' } },
      { projection: { email: 1, name: 1, lastLogin: 1 }, sort: { email: 1 }, limit: MAX_MATCHES },
    )
    .toArray();
  return found.map((user) => ({ userId: user._id, email: user.email, name: user.name, lastLogin: user.lastLogin }));
}

/** What support needs to see about one person on one screen; null when there is no such account. */
export async function userOverview(store: Store, userId: string): Promise<UserOverview | null> {
  const user = await users(store).findOne({ _id: userId });
  if (!user) return null;
  const [subs, bills, trial, devices, alertCount, refunded, confirmation] = await Promise.all([
    subscriptions(store)
      .find({ userId }, { sort: { createdAt: -1 } })
      .toArray(),
    invoices(store)
      .find({ userId }, { sort: { createdAt: -1 } })
      .toArray(),
    onceGrants(store).countDocuments({ _id: `trial:user:${userId}` }),
    pushSubscriptions(store)
      .find({ userId }, { sort: { createdAt: 1 } })
      .toArray(),
    alerts(store).countDocuments({ userId }),
    refunds(store).find({ userId, kind: 'manual' }).toArray(),
    lastConfirmationEmail(store, userId),
  ]);
  const refundOf = new Map(refunded.map((refund) => [refund.invoiceId, refund.amountCents]));
  return {
    userId,
    email: user.email,
    name: user.name,
    lastLogin: user.lastLogin,
    createdAt: user.createdAt,
    subscriptions: subs.map((sub) => ({
      subId: sub.subId,
      plan: `${sub.level} — ${periodLabel(sub.metadata.period)}`,
      status: sub.status,
      expiry: sub.expiry,
      card: isRecurringSubscription(sub.subId),
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd === true,
      createdAt: sub.createdAt,
    })),
    invoices: bills.map((bill) => ({
      id: bill._id ?? '',
      subId: bill.subId,
      amountCents: bill.amount,
      method: bill.paymentMethod,
      status: bill.status,
      createdAt: bill.createdAt,
      paidAt: bill.paidAt ?? null,
      refundedCents: refundOf.get(bill._id ?? '') ?? null,
    })),
    trialUsed: trial > 0,
    telegram: { linked: Boolean(user.telegram?.id), chatId: user.telegram?.id ?? null },
    devices: devices.map((device) => ({ id: device._id, label: device.label, createdAt: device.createdAt })),
    alerts: alertCount,
    lastConfirmationEmail: confirmation ? confirmationFact(confirmation) : null,
  };
}
