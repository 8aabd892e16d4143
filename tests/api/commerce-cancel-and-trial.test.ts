import { config } from '../../api/src/config';
import { addMonthsUnix } from '../../api/src/services/billing/calendar';
import { applyDueProviderEvents } from '../../api/src/services/payments/apply-in-line';
import {
  eventForRenewalChange,
  stripeEvent,
  subscriptionObject,
} from '../../local/src/stand-ins/payments/local-stripe-events';
import { ensureAllIndexes } from '../../api/src/store/indexes';
import { onceGrants } from '../../api/src/store/once-grants';
import { subscriptions } from '../../api/src/store/subscriptions';
import type { Store } from '../../api/src/store/types';
import { call, freshStore, principalFor } from '../support/api-client';
import {
  ADMIN_KEY,
  ana,
  bia,
  commerceConfig,
  openPlanCheckout,
  payLocalSession,
  sendSigned,
  snapshot,
  subOf,
} from './commerce-support';

jest.setTimeout(20_000);

const monthly = { metadata: { price: 20000, plan: 'vip_m', period: 'M' }, hasVoucher: false, isPromo30: false };
const address = { nome: 'Ana Souza', endereco: 'Rua A, 1 — São Paulo', telefone: '(11) 91234-5678' };
const DAY = 86400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

type Principal = ReturnType<typeof principalFor>;

const openCheckout = (store: Store, as: Principal) => openPlanCheckout(store, as, monthly);
const pay = payLocalSession;

async function paidSubscription(store: Store, as: Principal) {
  await call('getUserInfo', { as });
  const session = await openCheckout(store, as);
  await pay(session);
  const sub = await subscriptions(store).findOne({ userId: as.userId });
  if (!sub) throw new Error('no subscription');
  return { session, sub };
}

const rolesOf = async (as: Principal) => (await call<{ roles: string[] }>('getUserInfo', { as })).body.roles;
const reactivate = (subId: string, as: Principal = ana) =>
  call<{ status?: string; cancelAtPeriodEnd?: boolean; error?: string }>('reactivateSubscription', {
    method: 'POST',
    as,
    body: { subId },
  });
const outcomeOf = (session: string, as: Principal) =>
  call<{ state?: string; trialEnd?: number; amountCents?: number; error?: string }>('getCheckoutOutcome', {
    query: { session },
    as,
  });

/** Stripe's documented shape of the portal's cancellation: the subscription with cancel_at_period_end, and what changed. */
function portalCancellation(subId: string, created: number, periodEnd: number) {
  const event = stripeEvent(
    'customer.subscription.updated',
    subscriptionObject({
      subId,
      userId: 'kp_ana',
      plan: 'vip_m',
      status: 'active',
      created,
      periodEnd,
      trialEnd: null,
      cancelAt: periodEnd,
    }),
    created,
  );
  return {
    ...event,
    data: { ...event.data, previous_attributes: { cancel_at_period_end: false, cancel_at: null, canceled_at: null } },
    request: { id: 'req_portal', idempotency_key: null },
  };
}

describe('cancel at period end', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    commerceConfig();
  });

  it("the webhook stores Stripe's cancel_at_period_end and cancel_at; access lasts until the period ends, then 'deleted' ends it", async () => {
    const created = nowSeconds() - 10;
    const periodEnd = created + 30 * DAY;
    expect(
      (
        await sendSigned(
          stripeEvent(
            'customer.subscription.created',
            subscriptionObject({
              subId: 'sub_c1',
              userId: 'kp_ana',
              plan: 'vip_m',
              status: 'active',
              created,
              periodEnd,
              trialEnd: null,
            }),
            created,
          ),
        )
      ).body.outcome,
    ).toBe('applied');
    const cancelled = await sendSigned(portalCancellation('sub_c1', created + 5, periodEnd));
    expect(cancelled.body.outcome).toBe('applied');
    expect(await subOf(store, 'sub_c1')).toMatchObject({
      status: 'active',
      expiry: periodEnd,
      cancelAtPeriodEnd: true,
      cancelAt: periodEnd,
    });
    expect(await rolesOf(ana)).toContain('VIP');
    const info = await call<{
      assinaturas: Array<{ subId: string; cancelAtPeriodEnd?: boolean; cancelAt?: number | null }>;
    }>('getUserInfo', { as: ana });
    expect(info.body.assinaturas[0]).toMatchObject({ subId: 'sub_c1', cancelAtPeriodEnd: true, cancelAt: periodEnd });
    const ended = stripeEvent(
      'customer.subscription.deleted',
      subscriptionObject({
        subId: 'sub_c1',
        userId: 'kp_ana',
        plan: 'vip_m',
        status: 'canceled',
        created: periodEnd,
        periodEnd,
        trialEnd: null,
        cancelAt: periodEnd,
      }),
      created + 6,
    );
    expect((await sendSigned(ended)).body.outcome).toBe('applied');
    expect((await subOf(store, 'sub_c1'))?.status).toBe('cancelled');
    expect(await rolesOf(ana)).not.toContain('VIP');
  });

  it("the local stand-in keeps the paid period and deletes the subscription at its end, driven by the robot's rounds", async () => {
    const { sub } = await paidSubscription(store, ana);
    await sendSigned(eventForRenewalChange(sub, sub.expiry, new Date()));
    expect(await subOf(store, sub.subId)).toMatchObject({
      status: 'trialing',
      cancelAtPeriodEnd: true,
      cancelAt: sub.expiry,
    });
    // Before the end nothing is due.
    expect(await applyDueProviderEvents(store, new Date())).toEqual({ applied: 0, failed: 0 });
    expect(await rolesOf(ana)).toContain('VIP');
    // A round after the period's end: the stand-in sends what Stripe would, the deletion.
    await subscriptions(store).updateOne(
      { subId: sub.subId },
      { $set: { expiry: nowSeconds() - 1, cancelAt: nowSeconds() - 1 } },
    );
    const round = await call('ingest', {
      method: 'POST',
      body: { items: [{}] },
      headers: { 'x-robot-key': config().robotKey },
    });
    expect(round.status).toBe(200);
    expect((await subOf(store, sub.subId))?.status).toBe('cancelled');
    expect(await rolesOf(ana)).not.toContain('VIP');
  });
});

describe('POST /api/reactivateSubscription', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    commerceConfig();
  });

  it('undoes a cancellation before the end: renews again, same period', async () => {
    const { sub } = await paidSubscription(store, ana);
    await sendSigned(eventForRenewalChange(sub, sub.expiry, new Date()));
    const res = await reactivate(sub.subId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: false });
    expect(await subOf(store, sub.subId)).toMatchObject({
      status: 'trialing',
      expiry: sub.expiry,
      cancelAtPeriodEnd: false,
      cancelAt: null,
    });
  });

  it('refuses with 409 a subscription not set to cancel or already ended, 404 for another user, 400 for a one-off id; nothing changes', async () => {
    const { sub } = await paidSubscription(store, ana);
    const before = await snapshot(store);
    const renewing = await reactivate(sub.subId);
    expect(renewing.status).toBe(409);
    expect(renewing.body.error).toBe('Esta assinatura não está cancelada: ela já renova automaticamente.');
    expect(await snapshot(store)).toBe(before);
    await sendSigned(eventForRenewalChange(sub, sub.expiry, new Date()));
    const afterCancel = await snapshot(store);
    expect((await reactivate(sub.subId, bia)).status).toBe(404);
    expect((await reactivate('sub_unknown')).status).toBe(404);
    expect((await reactivate('one_abc')).status).toBe(400);
    expect(await snapshot(store)).toBe(afterCancel);
    await subscriptions(store).updateOne({ subId: sub.subId }, { $set: { status: 'cancelled' } });
    const endedBefore = await snapshot(store);
    const ended = await reactivate(sub.subId);
    expect(ended.status).toBe(409);
    expect(ended.body.error).toMatch(/já terminou/);
    expect(await snapshot(store)).toBe(endedBefore);
  });
});

describe('a one-off plan paid during its trial', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    commerceConfig();
  });

  it('starts its paid period when the trial ends (expiry = trial end + period)', async () => {
    const bought = await call<{ subId: string }>('createPaidService', {
      method: 'POST',
      as: ana,
      body: { metadata: { price: 20000, plan: 'vip_m', period: 'M' }, invoiceAddress: address },
    });
    const trial = await subOf(store, bought.body.subId);
    expect(trial?.status).toBe('trialing');
    const trialEnd = trial!.expiry!;
    expect(trialEnd - nowSeconds()).toBeGreaterThan(7 * DAY - 60);
    const confirmed = await call('confirmPayment', {
      method: 'POST',
      headers: { 'x-admin-key': ADMIN_KEY },
      body: { subId: bought.body.subId },
    });
    expect(confirmed.status).toBe(200);
    expect(await subOf(store, bought.body.subId)).toMatchObject({
      status: 'active',
      expiry: addMonthsUnix(new Date(trialEnd * 1000), 1),
    });
  });

  it('without a trial, its period starts when paid', async () => {
    await subscriptions(store).insertOne({
      subId: 'one_old',
      userId: 'kp_bia',
      level: 'Assinante',
      status: 'cancelled',
      expiry: 1,
      metadata: { price: 1, plan: 'assinante_m', period: 'M' },
      createdAt: '',
      updatedAt: '',
    });
    const bought = await call<{ subId: string }>('createPaidService', {
      method: 'POST',
      as: bia,
      body: { metadata: { price: 20000, plan: 'vip_m', period: 'M' }, invoiceAddress: address },
    });
    expect((await subOf(store, bought.body.subId))?.status).toBe('pending_payment');
    const before = nowSeconds();
    await call('confirmPayment', {
      method: 'POST',
      headers: { 'x-admin-key': ADMIN_KEY },
      body: { subId: bought.body.subId },
    });
    const expiry = (await subOf(store, bought.body.subId))?.expiry ?? 0;
    expect(expiry).toBeGreaterThanOrEqual(addMonthsUnix(new Date(before * 1000), 1));
    expect(expiry).toBeLessThanOrEqual(addMonthsUnix(new Date(), 1));
  });
});

describe('a trial per mailbox', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    commerceConfig();
  });

  const trialDaysOf = async (as: Principal) =>
    (await call<{ trialDays: number }>('getUserInfo', { as })).body.trialDays;

  it("refuses 'nome+x@…' and 'no.me@gmail.com' after 'nome@gmail.com', even a checkout opened before", async () => {
    const tagged = principalFor('kp_tagged', 'Nome+x@gmail.com');
    const dotted = principalFor('kp_dotted', 'no.me@googlemail.com');
    expect(await trialDaysOf(tagged)).toBe(7);
    expect(await trialDaysOf(dotted)).toBe(7);
    const openedEarly = await openCheckout(store, dotted);
    expect(openedEarly.trialDays).toBe(7);
    const { sub } = await paidSubscription(store, principalFor('kp_first', 'nome@gmail.com'));
    expect(sub.status).toBe('trialing');
    expect(await trialDaysOf(tagged)).toBe(0);
    expect((await openCheckout(store, tagged)).trialDays).toBe(0);
    await pay(openedEarly);
    expect((await subscriptions(store).findOne({ userId: 'kp_dotted' }))?.status).toBe('active');
    const oneOff = await call<{ subId: string }>('createPaidService', {
      method: 'POST',
      as: tagged,
      body: { metadata: { price: 20000, plan: 'vip_m', period: 'M' }, invoiceAddress: address },
    });
    expect((await subOf(store, oneOff.body.subId))?.status).toBe('pending_payment');
  });

  it('a trial granted under the old e-mail key still counts for the same mailbox after start-up', async () => {
    await onceGrants(store).insertOne({
      _id: 'trial:email:no.me+old@gmail.com',
      holder: 'sub_legacy',
      grantedAt: '2026-01-01T00:00:00.000Z',
    });
    await ensureAllIndexes(store);
    await ensureAllIndexes(store);
    expect(await onceGrants(store).findOne({ _id: 'trial:email:nome@gmail.com' })).toMatchObject({
      holder: 'sub_legacy',
    });
    expect(await trialDaysOf(principalFor('kp_new', 'nome@gmail.com'))).toBe(0);
    expect(await trialDaysOf(principalFor('kp_other', 'other@gmail.com'))).toBe(7);
  });
});

describe('GET /api/getCheckoutOutcome', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    commerceConfig();
  });

  it('the success URL carries the session id, and the outcome is pending until the webhook applied it, then trial', async () => {
    await call('getUserInfo', { as: ana });
    const session = await openCheckout(store, ana);
    expect(session.successUrl).toBe(`https://agulhadas.test/assinou?session=${session._id}`);
    expect((await outcomeOf(session._id, ana)).body).toEqual({ state: 'pending' });
    await pay(session);
    const sub = await subscriptions(store).findOne({ userId: 'kp_ana' });
    expect(sub?.checkoutSessionId).toBe(session._id);
    expect((await outcomeOf(session._id, ana)).body).toEqual({ state: 'trial', trialEnd: sub?.expiry });
  });

  it("is charged, with the amount, for a user whose trial is used; another user's session is 404", async () => {
    await paidSubscription(store, principalFor('kp_first', 'ana@test.agulhadas.app'));
    await call('getUserInfo', { as: ana });
    const session = await openCheckout(store, ana);
    expect(session.trialDays).toBe(0);
    expect((await outcomeOf(session._id, bia)).status).toBe(404);
    await pay(session);
    expect((await outcomeOf(session._id, ana)).body).toEqual({ state: 'charged', amountCents: 20000 });
    const other = await outcomeOf(session._id, bia);
    expect(other.status).toBe(404);
    expect(other.body.error).toBe('Sessão de pagamento não encontrada.');
    expect((await outcomeOf('not-a-session', ana)).status).toBe(400);
    expect((await call('getCheckoutOutcome', { query: { session: session._id } })).status).toBe(401);
  });
});
