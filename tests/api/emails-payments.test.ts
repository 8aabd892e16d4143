import { beforeEach, describe, expect, it } from '@jest/globals';
import { config, overrideConfig } from '../../api/src/config';
import { formatDate } from '@agulhadas/domain/presentation/format';
import { renderEmail } from '../../local/src/stand-ins/email/render-email';
import { eventsForPaidSession, stripeEvent } from '../../local/src/stand-ins/payments/local-stripe-events';
import { shopOrderNumber } from '../../api/src/services/payments/shop-order-confirmation';
import { orders } from '../../api/src/store/orders';
import { drainQueues } from '../support/drain-queues';
import { outboxEmails } from '@agulhadas/delivery/queue/outbox-emails';
import { subscriptions } from '../../api/src/store/subscriptions';
import { telegramQueue } from '@agulhadas/delivery/queue/telegram-queue';
import type { Store } from '../../api/src/store/types';
import { users } from '../../api/src/store/users';
import { call, freshStore } from '../support/api-client';
import { grantLevel } from '../support/fixtures';
import { ADMIN_KEY, ana, bia, commerceConfig, sendSigned } from './commerce-support';

// Several signed webhook calls and PNG encoding of PIX QR codes per test: slower than jest's 5 s on a busy machine.
jest.setTimeout(30_000);

type Event = ReturnType<typeof stripeEvent>;

/** Delivers every event twice: once, then again under new ids (as a provider redelivering after a lost answer would). */
async function deliverTwice(events: Event[]): Promise<void> {
  for (const event of events) expect((await sendSigned(event)).status).toBe(200);
  for (const event of events) expect((await sendSigned({ ...event, id: `${event.id}_again` })).status).toBe(200);
}

async function openSession(store: Store, route: string, as: typeof ana, body: object) {
  const res = await call<{ url: string }>(route, { method: 'POST', as, body });
  expect(res.status).toBe(200);
  const session = await orders(store).findOne({ _id: res.body.url.split('/').pop() ?? '' });
  if (!session) throw new Error('no checkout session');
  return session;
}

/** The e-mails of a template once the notifier has run (requests only queue them; Telegram's queue is drained too). */
async function mails(store: Store, template: string) {
  await drainQueues(store);
  return outboxEmails(store)
    .find({ template }, { sort: { createdAt: 1 } })
    .toArray();
}
const linkTelegram = (store: Store, userId: string, active = true) =>
  users(store).updateOne({ _id: userId }, { $set: { telegram: { id: '777001', active } } });

describe('shop order confirmation', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    commerceConfig();
    await call('getUserInfo', { as: ana });
  });

  it('e-mails the buyer once (team in copy): items, quantities, total, order number, shipping address', async () => {
    const session = await openSession(store, 'getStripeCheckoutUrl', ana, {
      items: [
        { id: 'price_local_caneca', quantity: 2 },
        { id: 'price_local_bone', quantity: 1 },
      ],
    });
    const [completed] = eventsForPaidSession(session, new Date());
    const shipped = {
      ...completed!,
      data: {
        object: {
          ...completed!.data.object,
          collected_information: {
            shipping_details: {
              name: 'Ana Souza',
              address: {
                line1: 'Rua das Flores, 10',
                line2: 'apto 3',
                postal_code: '01001-000',
                city: 'São Paulo',
                state: 'SP',
                country: 'BR',
              },
            },
          },
        },
      },
    };
    await deliverTwice([shipped]);
    const sent = await mails(store, 'shop-order');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'ana@test.agulhadas.app',
      bcc: ['contato@agulhadas.app'],
      userId: 'kp_ana',
      status: 'sent',
    });
    const number = shopOrderNumber(session._id);
    expect(number).toMatch(/^[0-9A-F]{8}$/);
    const { subject, text } = renderEmail(sent[0]!);
    expect(subject).toBe(`Pedido ${number} confirmado — lojinha Agulhadas`);
    expect(text).toContain(`pedido nº ${number}`);
    expect(text).toContain('2 × Caneca Agulhada — R$ 119,80');
    expect(text).toContain('1 × Boné Trader — R$ 69,90');
    expect(text).toContain('Total pago: R$ 189,70');
    expect(text).toContain(
      'O pedido será enviado para o endereço informado no pagamento:\nAna Souza\nRua das Flores, 10, apto 3\n01001-000 São Paulo - SP\nBR',
    );
    expect(await orders(store).countDocuments({ kind: 'shop-order' })).toBe(1);
  });

  it('without an address in the event, says it ships to the address given at checkout; an unpaid session sends nothing', async () => {
    const paid = await openSession(store, 'getStripeCheckoutUrl', ana, {
      items: [{ id: 'price_local_camiseta', quantity: 1 }],
    });
    await deliverTwice(eventsForPaidSession(paid, new Date()));
    const [mail] = await mails(store, 'shop-order');
    expect(renderEmail(mail!).text).toContain(
      'O pedido será enviado para o endereço de entrega informado no pagamento.',
    );
    expect(renderEmail(mail!).text).toContain('Total pago: R$ 89,90');
    const unpaid = await openSession(store, 'getStripeCheckoutUrl', ana, {
      items: [{ id: 'price_local_camiseta', quantity: 1 }],
    });
    const [completed] = eventsForPaidSession(unpaid, new Date());
    await sendSigned({ ...completed!, data: { object: { ...completed!.data.object, payment_status: 'unpaid' } } });
    expect(await mails(store, 'shop-order')).toHaveLength(1);
  });

  it('queues nothing with e-mail switched off (FEATURES_OFF=email), the order itself still recorded', async () => {
    const { featuresOff } = config();
    overrideConfig({ featuresOff: new Set(['email']) });
    try {
      const session = await openSession(store, 'getStripeCheckoutUrl', ana, {
        items: [{ id: 'price_local_camiseta', quantity: 1 }],
      });
      await deliverTwice(eventsForPaidSession(session, new Date()));
      expect(await outboxEmails(store).countDocuments({})).toBe(0);
      expect(await orders(store).countDocuments({ kind: 'shop-order' })).toBe(1);
    } finally {
      overrideConfig({ featuresOff });
    }
  });
});

describe("'pagamento confirmado' for card payments (invoice.paid)", () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    commerceConfig();
    await call('getUserInfo', { as: ana });
    // Not a first subscription: no trial, so the checkout charges at once.
    await grantLevel(store, 'kp_ana', 'Basico', 'cancelled');
  });

  it('activation and each renewal are e-mailed once, with plan, amount and the new expiry; Telegram too when linked', async () => {
    await linkTelegram(store, 'kp_ana');
    const session = await openSession(store, 'getStripeSubscriptionUrl', ana, {
      metadata: { price: 15000, plan: 'assinante_m', period: 'M' },
      hasVoucher: false,
      isPromo30: false,
    });
    expect(session.trialDays).toBe(0);
    await deliverTwice(eventsForPaidSession(session, new Date()));
    const sub = await subscriptions(store).findOne({ userId: 'kp_ana', level: 'Assinante' });
    expect(sub?.status).toBe('active');
    let sent = await mails(store, 'payment-confirmed');
    expect(sent).toHaveLength(1);
    const first = renderEmail(sent[0]!);
    expect(first.subject).toBe('Pagamento confirmado — plano Assinante — 1 mês no Agulhadas');
    expect(first.text).toContain('Confirmamos o seu pagamento de R$ 150,00 (cartão).');
    expect(first.text).toContain(`Acesso válido até: ${formatDate(new Date(sub!.expiry! * 1000))}`);
    expect(first.text).toContain('https://agulhadas.test/conta');
    expect(first.text).toMatch(/Acesso válido até: \d{2}\/\d{2}\/\d{4}/);

    const renewedUntil = sub!.expiry! + 30 * 86400;
    const t = Math.floor(Date.now() / 1000) + 5;
    const renewal = stripeEvent(
      'invoice.paid',
      {
        id: 'in_renewal_1',
        object: 'invoice',
        status: 'paid',
        amount_paid: 15000,
        subscription: sub!.subId,
        lines: { data: [{ period: { start: sub!.expiry, end: renewedUntil } }] },
      },
      t,
    );
    await deliverTwice([renewal]);
    sent = await mails(store, 'payment-confirmed');
    expect(sent).toHaveLength(2);
    expect(renderEmail(sent[1]!).text).toContain(`Acesso válido até: ${formatDate(new Date(renewedUntil * 1000))}`);

    const telegram = await telegramQueue(store)
      .find({ userId: 'kp_ana' }, { sort: { createdAt: 1 } })
      .toArray();
    expect(telegram.map((message) => message._id)).toEqual([
      expect.stringMatching(/^payment-confirmed:in_local_/),
      'payment-confirmed:in_renewal_1',
    ]);
    expect(telegram[1]).toMatchObject({ chatId: '777001', status: 'sent' });
    expect(telegram[1]!.text).toContain('Pagamento confirmado: R$ 150,00 (cartão). Plano Assinante — 1 mês');
    expect(telegram[1]!.text).toContain(formatDate(new Date(renewedUntil * 1000)));
  });

  it('a zero invoice (a trial) sends nothing; no Telegram copy when the chat is not linked or switched off', async () => {
    await linkTelegram(store, 'kp_ana', false);
    const session = await openSession(store, 'getStripeSubscriptionUrl', ana, {
      metadata: { price: 15000, plan: 'assinante_m', period: 'M' },
      hasVoucher: false,
      isPromo30: false,
    });
    await deliverTwice(eventsForPaidSession(session, new Date()));
    expect(await mails(store, 'payment-confirmed')).toHaveLength(1);
    expect(await telegramQueue(store).countDocuments({})).toBe(0);
    const sub = await subscriptions(store).findOne({ userId: 'kp_ana', level: 'Assinante' });
    const t = Math.floor(Date.now() / 1000) + 5;
    await deliverTwice([
      stripeEvent(
        'invoice.paid',
        {
          id: 'in_zero',
          object: 'invoice',
          amount_paid: 0,
          subscription: sub!.subId,
          lines: { data: [{ period: { start: t, end: t + 86400 } }] },
        },
        t,
      ),
    ]);
    expect(await mails(store, 'payment-confirmed')).toHaveLength(1);
  });
});

describe("'pagamento confirmado' for PIX and crypto (confirmPayment)", () => {
  let store: Store;
  const address = { nome: 'Bia Lima', endereco: 'Rua B, 2 — Recife', telefone: '(81) 91234-5678' };
  beforeEach(async () => {
    store = await freshStore();
    commerceConfig();
    await call('getUserInfo', { as: bia });
  });

  it('the admin confirmation e-mails the payer once with the plan, amount, method and expiry; Telegram when linked', async () => {
    await linkTelegram(store, 'kp_bia');
    const bought = await call<{ subId: string }>('createPaidService', {
      method: 'POST',
      as: bia,
      body: { metadata: { price: 51000, plan: 'vip_3', period: '3M' }, invoiceAddress: address },
    });
    const subId = bought.body.subId;
    expect(
      (
        await call('createInvoice', {
          method: 'POST',
          as: bia,
          body: { assinatura: subId, invoiceAddress: address, payWith: 'pix' },
        })
      ).status,
    ).toBe(200);
    const confirm = () =>
      call('confirmPayment', { method: 'POST', headers: { 'x-admin-key': ADMIN_KEY }, body: { subId } });
    expect((await confirm()).status).toBe(200);
    expect((await confirm()).status).toBe(200);
    const sent = await mails(store, 'payment-confirmed');
    expect(sent).toHaveLength(1);
    const sub = await subscriptions(store).findOne({ subId });
    const { to, text } = renderEmail(sent[0]!);
    expect(to).toBe('bia@test.agulhadas.app');
    expect(text).toContain('Confirmamos o seu pagamento de R$ 510,00 (PIX).');
    expect(text).toContain('Plano: VIP — 3 meses');
    expect(text).toContain(`Acesso válido até: ${formatDate(new Date(sub!.expiry! * 1000))}`);
    expect(await telegramQueue(store).find({}).toArray()).toEqual([
      expect.objectContaining({ _id: `payment-confirmed:${subId}`, chatId: '777001' }),
    ]);
  });

  it('no Telegram copy without a linked chat; a confirmation retried after the e-mail was lost queues it again, once', async () => {
    const bought = await call<{ subId: string }>('createPaidService', {
      method: 'POST',
      as: bia,
      body: { metadata: { price: 51000, plan: 'vip_3', period: '3M' }, invoiceAddress: address },
    });
    const confirm = () =>
      call('confirmPayment', {
        method: 'POST',
        headers: { 'x-admin-key': ADMIN_KEY },
        body: { subId: bought.body.subId },
      });
    expect((await confirm()).status).toBe(200);
    expect(await mails(store, 'payment-confirmed')).toHaveLength(1);
    expect(await telegramQueue(store).countDocuments({})).toBe(0);
    // As if the first confirmation had stopped after activating, before queueing the e-mail.
    await outboxEmails(store).deleteMany({ template: 'payment-confirmed' });
    expect((await confirm()).body).toMatchObject({ alreadyConfirmed: true });
    expect((await confirm()).body).toMatchObject({ alreadyConfirmed: true });
    expect(await mails(store, 'payment-confirmed')).toEqual([
      expect.objectContaining({ _id: `payment-confirmed:${bought.body.subId}`, to: 'bia@test.agulhadas.app' }),
    ]);
  });
});
