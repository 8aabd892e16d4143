import { periodLabel } from '@agulhadas/domain/plans/plan-periods';
import { formatBrlPlainSpace } from '@agulhadas/domain/plans/price-format';
import type { RefundDoc } from '../../store/refunds';
import type { SubscriptionDoc } from '../../store/subscriptions';
import type { Store } from '../../store/types';
import { users } from '../../store/users';
import { queueTelegramNotice } from '../../telegram/queue-telegram-notice';
import { queueEmail } from '../email/queue-email';
import { publicUrl } from '../payments/public-urls';

/** What became of the plan, in the payer's words. */
const planSituation = (planEnded: boolean) =>
  planEnded
    ? 'Com o reembolso total, o plano foi encerrado hoje.'
    : 'O reembolso foi parcial: o plano continua ativo até a validade atual.';

/** A refund told to its payer once (the refund's id is the key): by e-mail, and on Telegram when linked, like a confirmed payment. */
export async function tellRefund(store: Store, refund: RefundDoc, sub: SubscriptionDoc, now: Date): Promise<void> {
  const user = await users(store).findOne({ _id: refund.userId }, { projection: { email: 1, name: 1 } });
  const plano = `${sub.level} — ${periodLabel(sub.metadata.period)}`;
  const valor = formatBrlPlainSpace(refund.amountCents);
  const situacao = planSituation(refund.planEnded);
  const link = publicUrl('/conta');
  if (user?.email) {
    await queueEmail(
      store,
      {
        template: 'payment-refunded',
        about: refund._id,
        to: user.email,
        name: user.name,
        userId: refund.userId,
        data: { nome: user.name, plano, valor, forma: refund.paidWith, situacao, link },
      },
      now,
    );
  }
  const text = `Reembolso feito: ${valor} (${refund.paidWith}) do plano ${plano}. ${situacao}`;
  await queueTelegramNotice(store, { id: `payment-refunded:${refund._id}`, userId: refund.userId, text }, now);
}
