import { signStripePayload } from '../../api/src/services/payments/stripe-signature';
import { stripeEvent } from '../../local/src/stand-ins/payments/local-stripe-events';
import type { Store } from '../../api/src/store/types';
import type { WebhookEventDoc } from '../../api/src/store/webhook-events';
import { freshStore } from '../support/api-client';
import { WEBHOOK_SECRET, commerceConfig, postWebhook, sendSigned, snapshot, subEvent, subOf } from './commerce-support';

describe('POST /api/stripeWebhook', () => {
  let store: Store;
  const now = Math.floor(Date.now() / 1000);
  beforeEach(async () => {
    store = await freshStore();
    commerceConfig();
  });

  it('applies a signed subscription event: level from the price metadata, expiry = current_period_end', async () => {
    const res = await sendSigned(subEvent('customer.subscription.created', 'trialing', now, now + 7 * 86400));
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('applied');
    expect(await subOf(store, 'sub_test_1')).toMatchObject({
      userId: 'kp_ana',
      level: 'VIP',
      status: 'trialing',
      expiry: now + 7 * 86400,
      metadata: { price: 20000, plan: 'vip_m', period: 'M' },
    });
  });

  it('rejects a missing, forged or wrong-secret signature with 400 and changes nothing', async () => {
    const payload = JSON.stringify(subEvent('customer.subscription.created', 'active', now));
    const before = await snapshot(store);
    for (const signature of [
      undefined,
      't=1,v1=deadbeef',
      signStripePayload(payload, 'whsec_other', new Date()),
      signStripePayload(`${payload} `, WEBHOOK_SECRET, new Date()),
    ]) {
      const res = await postWebhook(payload, signature);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/Assinatura do webhook inválida/);
    }
    expect(await snapshot(store)).toBe(before);
  });

  it('rejects a stale timestamp (older than 300 s) and accepts one inside the tolerance', async () => {
    const event = subEvent('customer.subscription.created', 'active', now);
    const before = await snapshot(store);
    const stale = await sendSigned(event, new Date(Date.now() - 301_000));
    expect(stale.status).toBe(400);
    expect(await snapshot(store)).toBe(before);
    const recent = await sendSigned(event, new Date(Date.now() - 200_000));
    expect(recent.status).toBe(200);
  });

  it('rejects a signature or an event dated beyond the tolerance in the future, changing nothing', async () => {
    const before = await snapshot(store);
    const ahead = await sendSigned(
      subEvent('customer.subscription.created', 'active', now),
      new Date(Date.now() + 3_600_000),
    );
    expect(ahead.status).toBe(400);
    expect(ahead.body.error).toMatch(/futuro/);
    const later = now + 3600;
    const futureEvent = await sendSigned(
      subEvent('customer.subscription.created', 'active', later, later + 30 * 86400),
    );
    expect(futureEvent.status).toBe(400);
    expect(await snapshot(store)).toBe(before);
    expect(
      (await sendSigned(subEvent('customer.subscription.created', 'active', now), new Date(Date.now() + 200_000)))
        .status,
    ).toBe(200);
  });

  it('answers 200 to a replayed event without applying it twice', async () => {
    const created = subEvent('customer.subscription.created', 'active', now);
    expect((await sendSigned(created)).body.outcome).toBe('applied');
    const cancelled = subEvent('customer.subscription.deleted', 'canceled', now + 10);
    expect((await sendSigned(cancelled)).status).toBe(200);
    // The same 'active' event again (same id): it must not resurrect the subscription.
    const replay = await sendSigned(created);
    expect(replay.status).toBe(200);
    expect(replay.body.duplicate).toBe(true);
    expect((await subOf(store, 'sub_test_1'))?.status).toBe('cancelled');
    expect(await store.collection('webhook_events').countDocuments({})).toBe(2);
  });

  it('applies concurrent deliveries of one event once', async () => {
    const event = subEvent('customer.subscription.created', 'active', now);
    const answers = await Promise.all([sendSigned(event), sendSigned(event), sendSigned(event)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.filter((answer) => answer.body.duplicate).length).toBe(2);
  });

  it('takes over a claim its claimant left unfinished once the lease ran out, and only then', async () => {
    const event = subEvent('customer.subscription.created', 'active', now);
    const claims = store.collection<WebhookEventDoc>('webhook_events');
    const claim = {
      _id: event.id,
      type: event.type,
      created: event.created,
      receivedAt: new Date().toISOString(),
      state: 'applying' as const,
    };
    // A delivery still at work: a second delivery neither applies nor disturbs it.
    await claims.insertOne({ ...claim, leaseUntil: Date.now() + 60_000 });
    expect((await sendSigned(event)).body.duplicate).toBe(true);
    expect(await subOf(store, 'sub_test_1')).toBeNull();
    // The host stopped mid-request: once its lease ran out, Stripe's retry applies the event, once.
    await claims.updateOne({ _id: event.id }, { $set: { leaseUntil: Date.now() - 1 } });
    expect((await sendSigned(event)).body.outcome).toBe('applied');
    expect(await subOf(store, 'sub_test_1')).toMatchObject({ status: 'active' });
    expect(await claims.findOne({ _id: event.id })).toMatchObject({ state: 'applied' });
    expect((await sendSigned(event)).body.duplicate).toBe(true);
  });

  it('treats a claim recorded before leases existed (no state) as applied', async () => {
    const event = subEvent('customer.subscription.created', 'active', now);
    await store
      .collection<WebhookEventDoc>('webhook_events')
      .insertOne({ _id: event.id, type: event.type, created: event.created, receivedAt: new Date().toISOString() });
    expect((await sendSigned(event)).body.duplicate).toBe(true);
    expect(await subOf(store, 'sub_test_1')).toBeNull();
  });

  it('ignores an out-of-order older update (no regression), by event time then event order', async () => {
    await sendSigned(subEvent('customer.subscription.updated', 'active', now + 100, now + 40 * 86400));
    const older = await sendSigned(subEvent('customer.subscription.updated', 'trialing', now + 50, now + 7 * 86400));
    expect(older.body.outcome).toBe('stale');
    expect(await subOf(store, 'sub_test_1')).toMatchObject({ status: 'active', expiry: now + 40 * 86400 });
    // Same second: 'created' after 'updated' is older.
    const sameSecondCreated = await sendSigned(subEvent('customer.subscription.created', 'incomplete', now + 100));
    expect(sameSecondCreated.body.outcome).toBe('stale');
    expect((await subOf(store, 'sub_test_1'))?.status).toBe('active');
    const newer = await sendSigned(subEvent('customer.subscription.updated', 'past_due', now + 200, now + 40 * 86400));
    expect(newer.body.outcome).toBe('applied');
    expect((await subOf(store, 'sub_test_1'))?.status).toBe('past_due');
  });

  it.each([
    ['incomplete', 'incomplete'],
    ['incomplete_expired', 'incomplete_expired'],
    ['trialing', 'trialing'],
    ['active', 'active'],
    ['past_due', 'past_due'],
    ['canceled', 'cancelled'],
    ['unpaid', 'unpaid'],
  ])('maps Stripe status %s to %s', async (stripeStatus, ours) => {
    await sendSigned(subEvent('customer.subscription.updated', stripeStatus, now));
    expect((await subOf(store, 'sub_test_1'))?.status).toBe(ours);
  });

  it('walks a subscription through its life: incomplete → active → past_due → unpaid → cancelled', async () => {
    const steps: Array<[string, string, string]> = [
      ['customer.subscription.created', 'incomplete', 'incomplete'],
      ['customer.subscription.updated', 'active', 'active'],
      ['customer.subscription.updated', 'past_due', 'past_due'],
      ['customer.subscription.updated', 'unpaid', 'unpaid'],
      ['customer.subscription.deleted', 'canceled', 'cancelled'],
    ];
    for (const [index, [type, status, expected]] of steps.entries()) {
      await sendSigned(subEvent(type, status, now + index));
      expect((await subOf(store, 'sub_test_1'))?.status).toBe(expected);
    }
  });

  it('records checkout.session.completed for a plan and a shop order; invoice.paid extends the expiry', async () => {
    const session = stripeEvent(
      'checkout.session.completed',
      {
        id: 'cs_1',
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: 'kp_ana',
        customer: 'cus_1',
        subscription: 'sub_test_2',
        metadata: { userId: 'kp_ana', plan: 'assinante_m' },
        amount_total: 15000,
      },
      now,
    );
    await sendSigned(session);
    expect(await subOf(store, 'sub_test_2')).toMatchObject({
      userId: 'kp_ana',
      level: 'Assinante',
      stripeCustomerId: 'cus_1',
    });
    await sendSigned(
      stripeEvent(
        'invoice.paid',
        {
          id: 'in_1',
          object: 'invoice',
          parent: { subscription_details: { subscription: 'sub_test_2' } },
          lines: { data: [{ period: { start: now, end: now + 31 * 86400 } }] },
        },
        now,
      ),
    );
    expect((await subOf(store, 'sub_test_2'))?.expiry).toBe(now + 31 * 86400);
    const shop = stripeEvent(
      'checkout.session.completed',
      {
        id: 'cs_2',
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        client_reference_id: 'kp_ana',
        amount_total: 5990,
      },
      now,
    );
    await sendSigned(shop);
    expect(await store.collection('orders').findOne({ _id: 'shop_cs_2' })).toMatchObject({
      kind: 'shop-order',
      status: 'paid',
      amount: 5990,
    });
  });

  it('ignores events it cannot attribute, and unknown types, with 200', async () => {
    const orphan = stripeEvent(
      'customer.subscription.created',
      { id: 'sub_orphan', object: 'subscription', status: 'active', metadata: {}, items: { data: [] } },
      now,
    );
    expect((await sendSigned(orphan)).body.outcome).toBe('ignored');
    expect((await sendSigned(stripeEvent('charge.refunded', { id: 'ch_1' }, now))).body.outcome).toBe('ignored');
    expect(await store.collection('subscriptions').countDocuments({})).toBe(0);
  });

  it('answers 405 to GET and 400 to a signed non-event body', async () => {
    expect((await postWebhook('')).status).toBe(400);
    const payload = JSON.stringify({ hello: 'world' });
    const res = await postWebhook(payload, signStripePayload(payload, WEBHOOK_SECRET, new Date()));
    expect(res.status).toBe(400);
  });
});
