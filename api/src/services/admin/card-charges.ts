import type { CardChargeView } from '@agulhadas/domain/admin/card-charge';
import { isRecurringSubscription } from '@agulhadas/domain/plans/plan-holding';
import { periodLabel } from '@agulhadas/domain/plans/plan-periods';
import { refunds } from '../../store/refunds';
import { subscriptions } from '../../store/subscriptions';
import type { Store } from '../../store/types';
import type { CardRefundProvider } from '../payments/card-refund-provider';

/** The person's card charges, newest first, as the card provider lists them, with what was refunded of each. */
export async function cardChargesOf(
  store: Store,
  provider: CardRefundProvider,
  userId: string,
): Promise<CardChargeView[]> {
  const cards = (await subscriptions(store).find({ userId }).toArray()).filter((sub) =>
    isRecurringSubscription(sub.subId),
  );
  const refunded = new Map(
    (await refunds(store).find({ userId, kind: 'card', status: 'done' }).toArray()).map((refund) => [
      refund.invoiceId,
      refund.amountCents,
    ]),
  );
  const perSub = await Promise.all(
    cards.map(async (sub) =>
      (await provider.listCardCharges(sub.subId)).map((charge) => ({
        subId: sub.subId,
        plan: `${sub.level} — ${periodLabel(sub.metadata.period)}`,
        invoiceId: charge.invoiceId,
        amountCents: charge.amountCents,
        paidAt: charge.paidAt,
        refundedCents: refunded.get(charge.invoiceId) ?? null,
      })),
    ),
  );
  return perSub.flat().sort((a, b) => b.paidAt.localeCompare(a.paidAt));
}
