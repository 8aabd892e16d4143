import { localCharges } from '../../local/src/stand-ins/payments/local-charges';
import { orders } from '../../api/src/store/orders';
import { outboxEmails } from '@agulhadas/delivery/queue/outbox-emails';
import { applyDueProviderEvents } from '../../api/src/services/payments/apply-in-line';
import { planCheckouts } from '../../api/src/store/plan-checkouts';
import { webhookEvents } from '../../api/src/store/webhook-events';
import { subscriptions } from '../../api/src/store/subscriptions';
import type { Store } from '../../api/src/store/types';
import { PLAN_CHANGE_MESSAGES } from '@agulhadas/domain/plans/plan-change';
import type { UserInfo } from '@agulhadas/domain/user-info';
import { call, freshStore } from '../support/api-client';
import { ana, bia, commerceConfig, sendSigned, snapshot, subOf } from './commerce-support';
import { DAY, arrangeCardSubscription, confirm, expectedProration, nowSeconds, preview } from './plan-change-support';
import { addMonths, stripeEvent, subscriptionObject } from '../../local/src/stand-ins/payments/local-stripe-events';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

let store: Store;
beforeEach(async () => {
  store = await freshStore();
  commerceConfig();
});

describe('plan changes of a card subscription: previewPlanChange and changePlan', () => {
  it('upgrades Assinante monthly to VIP monthly on the same subscription, charging exactly the previewed proration', async () => {
    const period = await arrangeCardSubscription({
      subId: 'sub_ana_card',
      userId: 'kp_ana',
      plan: 'assinante_m',
      daysAgo: 10,
    });
    const quote = await preview(ana, 'sub_ana_card', 'vip_m', 'M');
    expect(quote.status).toBe(200);
    const expected = expectedProration(15000, 20000, period, quote.body.prorationDate);
    expect(quote.body).toMatchObject({
      kind: 'upgrade',
      plan: 'vip_m',
      level: 'VIP',
      amountDue: expected,
      nextPrice: 20000,
    });
    expect(expected).toBeGreaterThan(0);
    expect(plain(quote.body.text)).toBe(
      `Mudar para VIP: R$ ${(expected / 100).toFixed(2).replace('.', ',')} hoje, depois R$ 200,00/mês`,
    );

    const applied = await confirm(ana, quote.body);
    expect(applied.status).toBe(200);
    const sub = await subOf(store, 'sub_ana_card');
    expect(sub).toMatchObject({
      level: 'VIP',
      status: 'active',
      expiry: period.end,
      metadata: { plan: 'vip_m', price: 20000, period: 'M' },
    });
    const live = await subscriptions(store).find({ userId: 'kp_ana', status: 'active' }).toArray();
    expect(live.map((doc) => doc.subId)).toEqual(['sub_ana_card']);
    const charges = await localCharges(store).find({ subId: 'sub_ana_card' }).toArray();
    expect(charges).toEqual([
      expect.objectContaining({ kind: 'charge', amount: quote.body.amountDue, reason: 'subscription_update' }),
    ]);
    // The provider's events went through the signed webhook, each recorded once.
    const types = (await webhookEvents(store).find({}).toArray()).map((event) => event.type);
    expect(types).toEqual(['customer.subscription.created', 'customer.subscription.updated', 'invoice.paid']);
  });

  it('applies a confirmation sent twice at once (double click, two tabs) once: one charge', async () => {
    await arrangeCardSubscription({ subId: 'sub_ana_card', userId: 'kp_ana', plan: 'assinante_m', daysAgo: 10 });
    const quote = (await preview(ana, 'sub_ana_card', 'vip_m', 'M')).body;
    const answers = await Promise.all([confirm(ana, quote), confirm(ana, quote), confirm(ana, quote)]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(2);
    expect(await localCharges(store).find({ reason: 'subscription_update' }).toArray()).toEqual([
      expect.objectContaining({ amount: quote.amountDue }),
    ]);
    expect((await subOf(store, 'sub_ana_card'))?.planChangeStartedAt).toBeUndefined();
  });

  it('moves a monthly plan to the yearly one at once: the new period starts now and the unused month is credited', async () => {
    const period = await arrangeCardSubscription({
      subId: 'sub_ana_card',
      userId: 'kp_ana',
      plan: 'assinante_m',
      daysAgo: 5,
    });
    const quote = await preview(ana, 'sub_ana_card', 'assinante_a', 'A');
    expect(quote.body.kind).toBe('upgrade');
    const yearly = quote.body.nextPrice;
    const credit = Math.round((15000 * (period.end - quote.body.prorationDate)) / (period.end - period.start));
    expect(quote.body.amountDue).toBe(yearly - credit);
    expect(plain(quote.body.text)).toMatch(/^Mudar para Assinante: R\$ [\d.]+,\d\d hoje, depois R\$ [\d.]+,\d\d\/ano$/);
    expect((await confirm(ana, quote.body)).status).toBe(200);
    const sub = await subOf(store, 'sub_ana_card');
    expect(sub).toMatchObject({
      level: 'Assinante',
      metadata: { plan: 'assinante_a', period: 'A' },
      expiry: addMonths(quote.body.prorationDate, 12),
    });
  });

  it('schedules a downgrade for the end of the paid period: the level stays until the provider applies the new price', async () => {
    const period = await arrangeCardSubscription({
      subId: 'sub_ana_card',
      userId: 'kp_ana',
      plan: 'vip_m',
      daysAgo: 10,
    });
    const quote = await preview(ana, 'sub_ana_card', 'assinante_m', 'M');
    expect(quote.body).toMatchObject({ kind: 'downgrade', amountDue: 0, effectiveAt: period.end, nextPrice: 15000 });
    const day = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date(period.end * 1000));
    expect(plain(quote.body.text)).toBe(`Mudar para Assinante em ${day}: depois R$ 150,00/mês, sem cobrança hoje`);
    expect((await confirm(ana, quote.body)).status).toBe(200);
    expect(await subOf(store, 'sub_ana_card')).toMatchObject({
      level: 'VIP',
      metadata: { plan: 'vip_m' },
      scheduledChange: { plan: 'assinante_m', level: 'Assinante', at: period.end },
    });
    expect(await localCharges(store).countDocuments({})).toBe(0);
    const info = await call<UserInfo>('getUserInfo', { as: ana });
    expect(info.body.roles).toContain('VIP');
    expect(info.body.assinaturas[0]).toMatchObject({
      subId: 'sub_ana_card',
      scheduledChange: { level: 'Assinante', at: period.end },
    });

    // At the period end the schedule's second phase starts: Stripe renews on the new price (the event is sent
    // now, as the webhook refuses events dated ahead of its clock).
    const renewed = subscriptionObject({
      subId: 'sub_ana_card',
      userId: 'kp_ana',
      plan: 'assinante_m',
      status: 'active',
      created: period.end,
      periodEnd: addMonths(period.end, 1),
      trialEnd: null,
    });
    expect((await sendSigned(stripeEvent('customer.subscription.updated', renewed, nowSeconds()))).body.outcome).toBe(
      'applied',
    );
    const after = await subOf(store, 'sub_ana_card');
    expect(after).toMatchObject({
      level: 'Assinante',
      metadata: { plan: 'assinante_m', price: 15000 },
      expiry: addMonths(period.end, 1),
    });
    expect(after?.scheduledChange).toBeUndefined();
  });

  it("the local stand-in renews at the period end from the robot's round: the scheduled downgrade applies and the new price is charged", async () => {
    await call('getUserInfo', { as: ana });
    const period = await arrangeCardSubscription({
      subId: 'sub_ana_card',
      userId: 'kp_ana',
      plan: 'vip_m',
      daysAgo: 10,
    });
    const quote = await preview(ana, 'sub_ana_card', 'assinante_m', 'M');
    expect((await confirm(ana, quote.body)).status).toBe(200);
    // Nothing is due before the period ends.
    expect(await applyDueProviderEvents(store, new Date())).toEqual({ applied: 0, failed: 0 });
    // The period ends: the next round renews it on the scheduled plan, as Stripe's schedule would.
    const ended = nowSeconds() - 60;
    await subscriptions(store).updateOne({ subId: 'sub_ana_card' }, { $set: { expiry: ended } });
    expect((await applyDueProviderEvents(store, new Date())).failed).toBe(0);
    const after = await subOf(store, 'sub_ana_card');
    expect(after).toMatchObject({
      status: 'active',
      level: 'Assinante',
      metadata: { plan: 'assinante_m', price: 15000 },
      expiry: addMonths(ended, 1),
    });
    expect(after?.scheduledChange).toBeUndefined();
    expect(await localCharges(store).find({ subId: 'sub_ana_card' }).toArray()).toEqual([
      expect.objectContaining({ kind: 'charge', amount: 15000, reason: 'subscription_cycle' }),
    ]);
    expect(await outboxEmails(store).countDocuments({ template: 'payment-confirmed' })).toBe(1);
    // Renewed once: the next round finds nothing due.
    expect(await applyDueProviderEvents(store, new Date())).toEqual({ applied: 0, failed: 0 });
    expect(period.end).toBeGreaterThan(ended);
  });

  it('forgets a scheduled downgrade whose schedule is released before it begins', async () => {
    await arrangeCardSubscription({ subId: 'sub_ana_card', userId: 'kp_ana', plan: 'vip_m', daysAgo: 10 });
    expect((await confirm(ana, (await preview(ana, 'sub_ana_card', 'assinante_m', 'M')).body)).status).toBe(200);
    const scheduleId = (await subOf(store, 'sub_ana_card'))?.scheduledChange?.scheduleId ?? '';
    expect(scheduleId).toMatch(/^sub_sched_/);
    const released = {
      id: scheduleId,
      object: 'subscription_schedule',
      status: 'released',
      released_subscription: 'sub_ana_card',
      subscription: null,
    };
    expect((await sendSigned(stripeEvent('subscription_schedule.released', released, nowSeconds()))).body.outcome).toBe(
      'applied',
    );
    expect(await subOf(store, 'sub_ana_card')).toMatchObject({ level: 'VIP', metadata: { plan: 'vip_m' } });
    expect((await subOf(store, 'sub_ana_card'))?.scheduledChange).toBeUndefined();
  });

  it('refuses another user’s subscription, the same plan, a one-off subscription, and a quote whose price moved, changing nothing', async () => {
    await arrangeCardSubscription({ subId: 'sub_ana_card', userId: 'kp_ana', plan: 'assinante_m', daysAgo: 10 });
    const quote = (await preview(ana, 'sub_ana_card', 'vip_m', 'M')).body;
    const before = await snapshot(store);
    expect((await preview(bia, 'sub_ana_card', 'vip_m', 'M')).status).toBe(404);
    expect((await confirm(bia, quote)).status).toBe(404);
    const same = await preview(ana, 'sub_ana_card', 'assinante_m', 'M');
    expect([same.status, same.body.error]).toEqual([409, PLAN_CHANGE_MESSAGES.samePlan]);
    expect((await preview(ana, 'one_abc', 'vip_m', 'M')).status).toBe(400);
    expect((await preview(ana, 'sub_ana_card', 'vip_3', '3M')).status).toBe(400);
    const moved = await confirm(ana, { ...quote, amountDue: quote.amountDue - 1 });
    expect([moved.status, moved.body.error]).toEqual([409, PLAN_CHANGE_MESSAGES.quoteChanged]);
    const old = await confirm(ana, { ...quote, prorationDate: nowSeconds() - 2 * 3600 });
    expect([old.status, old.body.error]).toEqual([409, PLAN_CHANGE_MESSAGES.quoteExpired]);
    expect(
      (
        await call('changePlan', {
          method: 'POST',
          body: { ...quote, metadata: { price: 1, plan: 'vip_m', period: 'M' } },
        })
      ).status,
    ).toBe(401);
    expect(await snapshot(store)).toBe(before);
    expect(await localCharges(store).countDocuments({})).toBe(0);
  });

  it('sends a card subscriber to the plan change instead of a second checkout, and refuses one-off plans at or below the card level', async () => {
    await arrangeCardSubscription({ subId: 'sub_ana_card', userId: 'kp_ana', plan: 'assinante_m', daysAgo: 3 });
    const before = await snapshot(store);
    const second = await call<{ error?: string }>('getStripeSubscriptionUrl', {
      method: 'POST',
      as: ana,
      body: { metadata: { price: 20000, plan: 'vip_m', period: 'M' } },
    });
    expect([second.status, second.body.error]).toEqual([409, PLAN_CHANGE_MESSAGES.useChange]);
    const address = { nome: 'Ana', endereco: 'Rua A, 1', telefone: '11912345678' };
    for (const plan of [
      { plan: 'assinante_3', period: '3M' },
      { plan: 'assinante_6', period: '6M' },
    ]) {
      const oneOff = await call<{ error?: string }>('createPaidService', {
        method: 'POST',
        as: ana,
        body: { metadata: { price: 1, ...plan }, invoiceAddress: address },
      });
      expect([oneOff.status, oneOff.body.error]).toEqual([
        409,
        'Você já assina o plano Assinante no cartão, com renovação automática. Para mudar de plano, escolha outro plano recorrente.',
      ]);
    }
    expect(await snapshot(store)).toBe(before);
    // Above the card level a one-off is still a purchase the user may choose.
    const vip = await call('createPaidService', {
      method: 'POST',
      as: ana,
      body: { metadata: { price: 1, plan: 'vip_3', period: '3M' }, invoiceAddress: address },
    });
    expect(vip.status).toBe(200);
  });
});

describe('plan checkout sessions: at most one open per user', () => {
  const checkout = (plan: string, period: string) =>
    call<{ url: string }>('getStripeSubscriptionUrl', {
      method: 'POST',
      as: ana,
      body: { metadata: { price: 1, plan, period } },
    });
  const sessionIdOf = (url: string) => url.split('/').pop() ?? '';

  it('a new plan checkout expires the older open one, at the provider and in the record', async () => {
    const first = sessionIdOf((await checkout('assinante_m', 'M')).body.url);
    const second = sessionIdOf((await checkout('vip_m', 'M')).body.url);
    const records = await planCheckouts(store)
      .find({}, { sort: { createdAt: 1 } })
      .toArray();
    expect(records).toEqual([
      expect.objectContaining({ _id: first, userId: 'kp_ana', plan: 'assinante_m', trialDays: 7, status: 'expired' }),
      expect.objectContaining({ _id: second, plan: 'vip_m', status: 'open' }),
    ]);
    expect((await orders(store).findOne({ _id: first }))?.status).toBe('expired');
    expect((await orders(store).findOne({ _id: second }))?.status).toBe('open');
  });

  it('a completed plan checkout expires the user’s other open sessions', async () => {
    const paid = sessionIdOf((await checkout('vip_m', 'M')).body.url);
    // A session opened at the same moment elsewhere (a race the expiry on creation cannot see).
    const at = new Date().toISOString();
    await planCheckouts(store).insertOne({
      _id: 'cs_local_other',
      userId: 'kp_ana',
      plan: 'assinante_m',
      trialDays: 7,
      provider: 'local',
      status: 'open',
      createdAt: at,
      updatedAt: at,
    });
    await orders(store).insertOne({
      _id: 'cs_local_other',
      kind: 'checkout-session',
      mode: 'subscription',
      status: 'open',
      userId: 'kp_ana',
      email: '',
      amount: 15000,
      currency: 'brl',
      createdAt: at,
      updatedAt: at,
    });
    const t = nowSeconds();
    const completed = {
      id: paid,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: 'kp_ana',
      customer: 'cus_x',
      subscription: 'sub_paid',
      metadata: { userId: 'kp_ana', plan: 'vip_m' },
    };
    expect((await sendSigned(stripeEvent('checkout.session.completed', completed, t))).body.outcome).toBe('applied');
    const records = await planCheckouts(store).find({}).toArray();
    expect(Object.fromEntries(records.map((record) => [record._id, record.status]))).toEqual({
      [paid]: 'complete',
      cs_local_other: 'expired',
    });
    expect((await orders(store).findOne({ _id: 'cs_local_other' }))?.status).toBe('expired');
  });
});

describe('a second live card subscription', () => {
  it('is cancelled at the provider and its first payment refunded; the first one stays', async () => {
    await call('getUserInfo', { as: ana });
    await arrangeCardSubscription({ subId: 'sub_ana_1', userId: 'kp_ana', plan: 'assinante_m', daysAgo: 2 });
    // The second checkout paid at the same moment: Stripe's events for a paid subscription.
    const t = nowSeconds();
    const object = (status: string) =>
      subscriptionObject({
        subId: 'sub_ana_2',
        userId: 'kp_ana',
        plan: 'vip_m',
        status,
        created: t,
        periodEnd: addMonths(t, 1),
        trialEnd: null,
      });
    const invoice = {
      id: 'in_dup',
      object: 'invoice',
      status: 'paid',
      amount_paid: 20000,
      customer: 'cus_x',
      billing_reason: 'subscription_create',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_ana_2' } },
      lines: { object: 'list', data: [{ period: { start: t, end: addMonths(t, 1) } }] },
    };
    const events = [
      stripeEvent('customer.subscription.created', object('incomplete'), t),
      stripeEvent('invoice.paid', invoice, t),
      stripeEvent('customer.subscription.updated', object('active'), t),
    ];
    // What the local card charged for it, as the local checkout books it.
    await localCharges(store).insertOne({
      _id: 'ch_dup',
      kind: 'charge',
      userId: 'kp_ana',
      subId: 'sub_ana_2',
      invoiceId: 'in_dup',
      amount: 20000,
      reason: 'subscription_create',
      createdAt: new Date().toISOString(),
    });
    for (const event of events) expect((await sendSigned(event)).status).toBe(200);
    expect(await subOf(store, 'sub_ana_2')).toMatchObject({ status: 'cancelled', notice: 'duplicate-refunded' });
    expect(await subOf(store, 'sub_ana_1')).toMatchObject({ status: 'active', level: 'Assinante' });
    expect(await localCharges(store).find({ kind: 'refund' }).toArray()).toEqual([
      expect.objectContaining({ subId: 'sub_ana_2', amount: 20000, reason: 'duplicate' }),
    ]);
    // A late or replayed event refunds nothing more.
    await sendSigned(stripeEvent('customer.subscription.updated', object('active'), t));
    expect(await localCharges(store).countDocuments({ kind: 'refund' })).toBe(1);
    // Told by e-mail too, once.
    const mails = await outboxEmails(store).find({ template: 'duplicate-refunded' }).toArray();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      _id: 'duplicate-refunded:sub_ana_2',
      to: 'ana@test.agulhadas.app',
      subject: 'Cobrança em duplicidade cancelada e reembolsada — Agulhadas',
    });
    expect(mails[0]?.data).toMatchObject({ plano: 'VIP — 1 mês', valor: 'R$ 200,00' });
    const info = await call<UserInfo>('getUserInfo', { as: ana });
    expect(info.body.assinaturas.find((sub) => sub.subId === 'sub_ana_2')).toMatchObject({
      notice: 'duplicate-refunded',
      status: 'cancelled',
    });
  });
});

describe('webhook: Stripe’s events for a plan change', () => {
  it('customer.subscription.updated with a new price (and previous_attributes) moves level, plan, period and price', async () => {
    const period = await arrangeCardSubscription({
      subId: 'sub_ana_card',
      userId: 'kp_ana',
      plan: 'assinante_m',
      daysAgo: 4,
    });
    const t = nowSeconds();
    // Stripe's shape: the price carries no plan metadata here, and the subscription's metadata is the old one.
    const object = {
      id: 'sub_ana_card',
      object: 'subscription',
      status: 'active',
      customer: 'cus_ana',
      metadata: { userId: 'kp_ana', plan: 'assinante_m', level: 'Assinante', period: 'M' },
      items: {
        object: 'list',
        data: [
          {
            id: 'si_1',
            object: 'subscription_item',
            current_period_start: period.start,
            current_period_end: period.end,
            price: {
              id: 'price_local_vip_m',
              object: 'price',
              unit_amount: 20000,
              currency: 'brl',
              recurring: { interval: 'month', interval_count: 1 },
              metadata: {},
            },
          },
        ],
      },
    };
    const event = {
      ...stripeEvent('customer.subscription.updated', object, t),
      data: {
        object,
        previous_attributes: {
          items: {
            object: 'list',
            data: [{ id: 'si_1', price: { id: 'price_local_assinante_m', unit_amount: 15000 } }],
          },
        },
      },
    };
    expect((await sendSigned(event)).body.outcome).toBe('applied');
    expect(await subOf(store, 'sub_ana_card')).toMatchObject({
      level: 'VIP',
      metadata: { plan: 'vip_m', period: 'M', price: 20000 },
      expiry: period.end,
    });
  });

  it('invoice.paid for a subscription_update with proration lines keeps the expiry monotone', async () => {
    const period = await arrangeCardSubscription({
      subId: 'sub_ana_card',
      userId: 'kp_ana',
      plan: 'assinante_m',
      daysAgo: 4,
    });
    const t = nowSeconds();
    const proration = (amount: number, description: string) => ({
      id: `il_${amount}`,
      object: 'line_item',
      amount,
      currency: 'brl',
      description,
      period: { start: t, end: period.end - DAY },
      parent: {
        type: 'subscription_item_details',
        subscription_item_details: {
          proration: true,
          subscription: 'sub_ana_card',
          subscription_item: 'si_1',
          invoice_item: 'ii_1',
        },
      },
    });
    const invoice = {
      id: 'in_upd',
      object: 'invoice',
      status: 'paid',
      billing_reason: 'subscription_update',
      amount_paid: 1300,
      amount_due: 1300,
      customer: 'cus_ana',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_ana_card' } },
      lines: {
        object: 'list',
        data: [proration(-3900, 'Unused time on Assinante'), proration(5200, 'Remaining time on VIP')],
      },
    };
    expect((await sendSigned(stripeEvent('invoice.paid', invoice, t))).body.outcome).toBe('applied');
    expect((await subOf(store, 'sub_ana_card'))?.expiry).toBe(period.end);
  });
});
