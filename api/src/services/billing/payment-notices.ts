import { periodLabel } from '@agulhadas/domain/plans/plan-periods';
import { formatBrlPlainSpace } from '@agulhadas/domain/plans/price-format';
import { formatDate } from '@agulhadas/domain/presentation/format';
import { invoices, type InvoiceDoc } from '../../store/invoices';
import { subscriptions, type SubscriptionDoc } from '../../store/subscriptions';
import type { Store } from '../../store/types';
import { objectField, textField, type ProviderObject } from '../payments/provider-fields';
import { users } from '../../store/users';
import { queueTelegramNotice } from '../../telegram/queue-telegram-notice';
import { queueEmail } from '../email/queue-email';
import { apiPlanCatalogue } from '../payments/plan-catalogue';
import { isPlanKey } from '@agulhadas/domain/plans/plan-keys';
import { publicUrl } from '../payments/public-urls';

/** A payment that activated or renewed a plan, told to its payer once (by e-mail, and on Telegram when linked). */
interface PaymentNotice {
  /** What was paid (a one-off subscription, a card invoice): the notice's once-only key. */
  about: string;
  userId: string;
  level: string;
  period: string;
  amountCents: number;
  method: string;
  /** Unix seconds: the plan's new end. */
  expiry: number;
  /** A plan change's prorated charge: the new plan's full price, which the renewal at `expiry` charges. */
  nextPriceCents?: number;
}

const ACCOUNT_PATH = '/conta';

async function tellPaymentConfirmed(store: Store, notice: PaymentNotice, now: Date): Promise<void> {
  const user = await users(store).findOne({ _id: notice.userId }, { projection: { email: 1, name: 1 } });
  const plano = `${notice.level} — ${periodLabel(notice.period)}`;
  const valor = formatBrlPlainSpace(notice.amountCents);
  const validade = formatDate(new Date(notice.expiry * 1000));
  const link = publicUrl(ACCOUNT_PATH);
  const proximo = notice.nextPriceCents === undefined ? null : formatBrlPlainSpace(notice.nextPriceCents);
  if (user?.email) {
    const recipient = { about: notice.about, to: user.email, name: user.name, userId: notice.userId };
    if (proximo === null) {
      await queueEmail(
        store,
        {
          ...recipient,
          template: 'payment-confirmed',
          data: { nome: user.name, plano, valor, forma: notice.method, validade, link },
        },
        now,
      );
    } else {
      await queueEmail(
        store,
        {
          ...recipient,
          template: 'plan-upgrade-charged',
          data: { nome: user.name, plano, valor, proximo, data: validade, link },
        },
        now,
      );
    }
  }
  const text =
    proximo === null
      ? `Pagamento confirmado: ${valor} (${notice.method}). Plano ${plano}, acesso até ${validade}. Saia e entre novamente no site para liberar os recursos.`
      : `Mudança de plano confirmada: ${plano}. Cobrado agora: ${valor} (${notice.method}), a diferença proporcional até ${validade}; a próxima cobrança, de ${proximo}, será em ${validade}. Saia e entre novamente no site para liberar os recursos.`;
  await queueTelegramNotice(store, { id: `payment-confirmed:${notice.about}`, userId: notice.userId, text }, now);
}

/** The catalogue's plan by key, or null for a key it does not know. */
const planOf = (key: string | undefined) => (key && isPlanKey(key) ? apiPlanCatalogue()[key] : null);

const METHOD_NAMES = { pix: 'PIX', cripto: 'cripto' } as const;

/** An admin confirmed a PIX or crypto payment of a one-off subscription (activated once, so told once). */
export async function noticeOneOffPayment(store: Store, sub: SubscriptionDoc, now: Date): Promise<void> {
  if (sub.expiry === null) return;
  const paid = await invoices(store).findOne({ subId: sub.subId, status: 'paid' }, { sort: { paidAt: -1 } });
  await tellPaymentConfirmed(
    store,
    {
      about: sub.subId,
      userId: sub.userId,
      level: sub.level,
      period: sub.metadata.period,
      amountCents: paid?.amount ?? sub.metadata.price,
      method: paid ? METHOD_NAMES[paid.paymentMethod] : 'PIX ou cripto',
      expiry: sub.expiry,
    },
    now,
  );
}

/** An admin refused a PIX or crypto invoice: its payer is told once, by e-mail and on Telegram when linked. */
export async function noticeRefusedPayment(
  store: Store,
  refused: { sub: SubscriptionDoc; invoice: InvoiceDoc; about: string },
  now: Date,
): Promise<void> {
  const { sub, invoice } = refused;
  const user = await users(store).findOne({ _id: sub.userId }, { projection: { email: 1, name: 1 } });
  const plano = `${sub.level} — ${periodLabel(sub.metadata.period)}`;
  const valor = formatBrlPlainSpace(invoice.amount);
  const forma = METHOD_NAMES[invoice.paymentMethod];
  const link = publicUrl(ACCOUNT_PATH);
  if (user?.email) {
    await queueEmail(
      store,
      {
        template: 'payment-refused',
        about: refused.about,
        to: user.email,
        name: user.name,
        userId: sub.userId,
        data: { nome: user.name, plano, valor, forma, link },
      },
      now,
    );
  }
  const text = `Pagamento recusado: não conseguimos confirmar ${valor} (${forma}) do plano ${plano}. O plano não foi liberado. Se já pagou, responda ao e-mail com o comprovante; para tentar de novo, acesse ${link}`;
  await queueTelegramNotice(store, { id: `payment-refused:${refused.about}`, userId: sub.userId, text }, now);
}

/**
 * A card invoice that charged money (a trial's zero invoice is not a payment) for a subscription: a first payment
 * or a renewal. The subscription document gives owner, level and the expiry the invoice extended it to; Stripe may
 * send the invoice before the subscription's first event, and then the subscription's metadata (set at checkout)
 * says whose plan it is.
 */
export async function noticeCardPayment(
  store: Store,
  paid: { invoice: ProviderObject; subId: string; paidUntil: number },
  now: Date,
): Promise<void> {
  const amount = paid.invoice.amount_paid;
  const invoiceId = textField(paid.invoice.id);
  if (typeof amount !== 'number' || amount <= 0 || !invoiceId) return;
  const sub = await subscriptions(store).findOne({ subId: paid.subId });
  const metadata = objectField(objectField(objectField(paid.invoice.parent).subscription_details).metadata);
  const userId = sub?.userId ?? textField(metadata.userId);
  // A plan change's invoice (Stripe's 'subscription_update') is named by the plan the change set, which its
  // metadata carries even when it arrives before the subscription's own update.
  const change =
    textField(paid.invoice.billing_reason) === 'subscription_update'
      ? planOf(textField(metadata.plan) || sub?.metadata.plan)
      : null;
  const level = change?.level ?? sub?.level ?? textField(metadata.level);
  if (!userId || !level) return;
  await tellPaymentConfirmed(
    store,
    {
      about: invoiceId,
      userId,
      level,
      period: change?.period ?? sub?.metadata.period ?? textField(metadata.period),
      amountCents: amount,
      method: 'cartão',
      expiry: Math.max(sub?.expiry ?? 0, paid.paidUntil),
      ...(change ? { nextPriceCents: change.priceCents ?? sub?.metadata.price ?? amount } : {}),
    },
    now,
  );
}
