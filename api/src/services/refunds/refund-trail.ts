import type { AuditState } from '../../store/audit-log';
import { appendAudit } from '../../store/audit-log';
import type { RefundDoc } from '../../store/refunds';
import type { SubscriptionDoc } from '../../store/subscriptions';
import type { Store } from '../../store/types';
import { users } from '../../store/users';
import { planState } from './end-plan-now';
import { tellRefund } from './refund-notice';

/**
 * What every refund ends with: the payer told (e-mail, Telegram), and the trail's entry naming the payment, the plan
 * before and after, and what was given back. `extra` adds what this kind of refund knows (how the money went back).
 */
export async function closeRefund(
  store: Store,
  done: {
    refund: RefundDoc;
    actor: { who: string; adminUserId: string };
    before: SubscriptionDoc;
    after: SubscriptionDoc;
    extra?: NonNullable<AuditState>;
  },
  now: Date,
): Promise<void> {
  const { refund, actor, before, after } = done;
  await tellRefund(store, refund, after, now);
  const payer = await users(store).findOne({ _id: refund.userId }, { projection: { email: 1 } });
  const payment = { invoiceId: refund.invoiceId, method: refund.paidWith };
  await appendAudit(
    store,
    {
      ...actor,
      what: 'payment-refunded',
      email: payer?.email ?? '',
      userId: refund.userId,
      target: refund.invoiceId,
      before: { ...payment, ...planState(before, 0) },
      after: { ...payment, ...done.extra, ...planState(after, refund.amountCents) },
    },
    now,
  );
}
