import { overrideConfig } from '../../api/src/config';
import { orders } from '../../api/src/store/orders';
import type { Store } from '../../api/src/store/types';
import { call } from '../support/api-client';
import { freshStore } from '../support/api-client';
import { grantLevel } from '../support/fixtures';
import { ana, bia, commerceConfig, snapshot } from './commerce-support';

type Url = { url?: string; error?: string };

describe('shop: getStripeProducts and getStripeCheckoutUrl', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    commerceConfig();
  });

  it('lists the local catalogue in the shape the shop reads', async () => {
    const res = await call<{
      products: Array<{ id: string; default_price: string; prices: Array<{ unit_amount: number }> }>;
      prices: { data: unknown[] };
    }>('getStripeProducts');
    expect(res.status).toBe(200);
    expect(res.body.products.length).toBeGreaterThanOrEqual(3);
    expect(res.body.prices.data.length).toBe(res.body.products.length);
    expect(res.body.products[0]).toMatchObject({
      id: expect.any(String),
      default_price: expect.stringMatching(/^price_/),
      images: [expect.stringMatching(/^\/images\/shop\//)],
    });
  });

  it('creates a checkout session priced by the server: a tampered amount in the item data is ignored', async () => {
    const res = await call<Url>('getStripeCheckoutUrl', {
      method: 'POST',
      as: ana,
      body: {
        items: [
          { id: 'price_local_caneca', quantity: 2, data: { prices: [{ id: 'price_local_caneca', unit_amount: 1 }] } },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^\/local-checkout\/cs_local_/);
    const session = await orders(store).findOne({ kind: 'checkout-session' });
    expect(session).toMatchObject({
      userId: 'kp_ana',
      mode: 'payment',
      amount: 11980,
      lines: [{ priceId: 'price_local_caneca', quantity: 2, unitAmount: 5990 }],
    });
    expect(session?.successUrl).toBe('https://agulhadas.test/lojinha/success');
  });

  it('refuses anonymous callers (401), unknown prices (400) and invalid bodies (400), changing nothing', async () => {
    const before = await snapshot(store);
    expect(
      (
        await call('getStripeCheckoutUrl', {
          method: 'POST',
          body: { items: [{ id: 'price_local_caneca', quantity: 1 }] },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await call<Url>('getStripeCheckoutUrl', {
          method: 'POST',
          as: ana,
          body: { items: [{ id: 'price_fake', quantity: 1 }] },
        })
      ).body.error,
    ).toMatch(/indisponível/);
    for (const body of [
      {},
      { items: [] },
      { items: [{ id: 'price_local_caneca', quantity: 0 }] },
      { items: [{ id: 'price_local_caneca', quantity: 1.5 }] },
      { items: [{ id: '../x', quantity: 1 }] },
      {
        items: [
          { id: 'price_local_caneca', quantity: 1 },
          { id: 'price_local_caneca', quantity: 1 },
        ],
      },
    ]) {
      expect((await call('getStripeCheckoutUrl', { method: 'POST', as: ana, body })).status).toBe(400);
    }
    expect((await call('getStripeCheckoutUrl', { method: 'POST', as: ana, rawBody: '{not json' })).status).toBe(400);
    expect(await snapshot(store)).toBe(before);
  });
});

describe('plans: getStripeSubscriptionUrl', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    commerceConfig();
  });
  const monthly = { metadata: { price: 15000, plan: 'assinante_m', period: 'M' }, hasVoucher: false, isPromo30: false };

  it('resolves the plan from the catalogue and gives a first subscription the 7-day trial', async () => {
    const res = await call<Url>('getStripeSubscriptionUrl', {
      method: 'POST',
      as: ana,
      body: { ...monthly, metadata: { ...monthly.metadata, price: 1 } },
    });
    expect(res.status).toBe(200);
    const session = await orders(store).findOne({ kind: 'checkout-session' });
    // The local checkout fills in the session id where Stripe would.
    expect(session).toMatchObject({
      mode: 'subscription',
      plan: 'assinante_m',
      amount: 15000,
      trialDays: 7,
      successUrl: `https://agulhadas.test/assinou?session=${session?._id}`,
    });
  });

  it('gives no trial with a voucher, with the promo flag, or after a previous subscription', async () => {
    await call('getStripeSubscriptionUrl', { method: 'POST', as: ana, body: { ...monthly, hasVoucher: true } });
    await call('getStripeSubscriptionUrl', { method: 'POST', as: ana, body: { ...monthly, isPromo30: true } });
    await grantLevel(store, 'kp_bia', 'VIP30', 'cancelled');
    await call('getStripeSubscriptionUrl', { method: 'POST', as: bia, body: monthly });
    const sessions = await orders(store).find({ kind: 'checkout-session' }).toArray();
    expect(sessions.map((session) => session.trialDays)).toEqual([0, 0, 0]);
  });

  it('refuses unknown plans, one-off-only plans, mismatched periods, invalid bodies and sold-out, changing nothing', async () => {
    const before = await snapshot(store);
    const bad = [
      { ...monthly, metadata: { price: 100, plan: 'ouro_m', period: 'M' } },
      { ...monthly, metadata: { price: 38250, plan: 'assinante_3', period: '3M' } },
      { ...monthly, metadata: { price: 15000, plan: 'assinante_m', period: 'A' } },
      { ...monthly, metadata: { price: -1, plan: 'assinante_m', period: 'M' } },
      { hasVoucher: false },
      { ...monthly, hasVoucher: 'yes' },
    ];
    for (const body of bad)
      expect((await call('getStripeSubscriptionUrl', { method: 'POST', as: ana, body })).status).toBe(400);
    expect((await call('getStripeSubscriptionUrl', { method: 'POST', body: monthly })).status).toBe(401);
    overrideConfig({ plansSoldOut: true });
    expect((await call('getStripeSubscriptionUrl', { method: 'POST', as: ana, body: monthly })).status).toBe(409);
    expect(await snapshot(store)).toBe(before);
  });
});

describe('getStripeCustomerPortalUrl', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    commerceConfig();
  });

  it("opens the portal for the caller's own sub_ subscription only", async () => {
    await grantLevel(store, 'kp_ana', 'VIP');
    const own = await call<Url>('getStripeCustomerPortalUrl', {
      method: 'POST',
      as: ana,
      body: { subId: 'sub_kp_ana_VIP_active' },
    });
    expect(own.status).toBe(200);
    expect(own.body.url).toMatch(/^\/local-checkout\/portal\/sub_kp_ana_VIP_active\?return=/);
    const other = await call<Url>('getStripeCustomerPortalUrl', {
      method: 'POST',
      as: bia,
      body: { subId: 'sub_kp_ana_VIP_active' },
    });
    expect(other.status).toBe(404);
    expect(
      (await call('getStripeCustomerPortalUrl', { method: 'POST', as: ana, body: { subId: 'one_abc' } })).status,
    ).toBe(400);
    expect((await call('getStripeCustomerPortalUrl', { method: 'POST', as: ana, body: {} })).status).toBe(400);
    expect(
      (await call('getStripeCustomerPortalUrl', { method: 'POST', body: { subId: 'sub_kp_ana_VIP_active' } })).status,
    ).toBe(401);
  });
});

describe('catchEmail (waiting list)', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    commerceConfig();
  });

  it('stores an entry once per e-mail and plan and always answers 200 to a valid body', async () => {
    const entry = { plano: 'vip_m', nome: 'Lia', email: 'Lia@Example.com' };
    expect((await call('catchEmail', { method: 'POST', body: entry })).status).toBe(200);
    expect((await call('catchEmail', { method: 'POST', body: entry })).status).toBe(200);
    expect(await store.collection('waitlist').find({}).toArray()).toEqual([
      expect.objectContaining({ email: 'lia@example.com', plano: 'vip_m', nome: 'Lia' }),
    ]);
  });

  it('answers 400 to invalid bodies and stores nothing', async () => {
    const before = await snapshot(store);
    for (const body of [
      {},
      { email: 'not-an-email' },
      { email: 'a@b.co', nome: 5 },
      { email: 'a@b.co', plano: 'x'.repeat(61) },
    ]) {
      expect((await call('catchEmail', { method: 'POST', body })).status).toBe(400);
    }
    expect(await snapshot(store)).toBe(before);
  });
});
