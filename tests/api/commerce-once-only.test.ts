import { localCharges } from '../../local/src/stand-ins/payments/local-charges';
import { addPromoEligible } from '../../api/src/store/promo-eligible';
import { subscriptions } from '../../api/src/store/subscriptions';
import type { Store } from '../../api/src/store/types';
import { PLAN_CHANGE_MESSAGES } from '@agulhadas/domain/plans/plan-change';
import { call, freshStore, principalFor } from '../support/api-client';
import { commerceConfig, openPlanCheckout, payLocalSession } from './commerce-support';

/** Trials and the promo are granted once per person: by user id and by e-mail, whatever the order of events. */
const monthly = { metadata: { price: 15000, plan: 'assinante_m', period: 'M' }, hasVoucher: false, isPromo30: false };
const address = { nome: 'Ana Souza', endereco: 'Rua A, 1 — São Paulo', telefone: '(11) 91234-5678' };

const openCheckout = (store: Store, as: ReturnType<typeof principalFor>) => openPlanCheckout(store, as, monthly);
const pay = payLocalSession;

describe('one trial per user id and e-mail, one promo per e-mail', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    commerceConfig();
  });

  it('three card checkouts opened before paying give one trial; the later ones, paid anyway, are cancelled as duplicates', async () => {
    const ana = principalFor('kp_ana', 'ana@x.app');
    await call('getUserInfo', { as: ana });
    const sessions = [await openCheckout(store, ana), await openCheckout(store, ana), await openCheckout(store, ana)];
    expect(sessions.map((session) => session.trialDays)).toEqual([7, 7, 7]);
    for (const session of sessions) await pay(session);
    const subs = await subscriptions(store).find({ userId: 'kp_ana' }).toArray();
    // Each new checkout expired the older ones; paid all the same (a race), the first keeps the one trial and the
    // later ones are second card subscriptions: cancelled and refunded.
    expect(subs.map((sub) => sub.status).sort()).toEqual(['cancelled', 'cancelled', 'trialing']);
    const cancelled = subs.filter((one) => one.status === 'cancelled');
    for (const sub of cancelled) expect(sub.notice).toBe('duplicate-refunded');
    // Each was charged its first month when its trial was refused, and that charge was refunded.
    const book = await localCharges(store)
      .find({ subId: { $in: cancelled.map((sub) => sub.subId) } })
      .toArray();
    expect(book.filter((entry) => entry.kind === 'charge').map((entry) => entry.amount)).toEqual([15000, 15000]);
    expect(book.filter((entry) => entry.kind === 'refund').map((entry) => entry.amount)).toEqual([15000, 15000]);
  });

  it('a second account with the same e-mail is offered no trial, and one opened in parallel is charged at once', async () => {
    const first = principalFor('kp_first', 'same@x.app');
    const second = principalFor('kp_second', 'Same@X.app');
    await call('getUserInfo', { as: first });
    await call('getUserInfo', { as: second });
    const parallel = await openCheckout(store, second);
    await pay(await openCheckout(store, first));
    expect((await openCheckout(store, second)).trialDays).toBe(0);
    await pay(parallel);
    expect((await subscriptions(store).findOne({ userId: 'kp_first' }))?.status).toBe('trialing');
    expect((await subscriptions(store).findOne({ userId: 'kp_second' }))?.status).toBe('active');
  });

  it('a one-off plan starts without a trial when the e-mail already had one', async () => {
    const first = principalFor('kp_one', 'pix@x.app');
    const second = principalFor('kp_two', 'pix@x.app');
    const buy = (as: typeof first) =>
      call<{ subId: string }>('createPaidService', {
        method: 'POST',
        as,
        body: { metadata: { price: 1, plan: 'vip_3', period: '3M' }, invoiceAddress: address },
      });
    await buy(first);
    await buy(second);
    expect(await subscriptions(store).findOne({ userId: 'kp_one' })).toMatchObject({ status: 'trialing' });
    expect(await subscriptions(store).findOne({ userId: 'kp_two' })).toMatchObject({
      status: 'pending_payment',
      expiry: null,
    });
  });

  it('the promo is granted once per e-mail across user ids', async () => {
    await addPromoEligible(store, ['aluno@curso.app'], new Date());
    const first = await call('acceptPromo', {
      method: 'POST',
      as: principalFor('kp_aluno_1', 'aluno@curso.app'),
      body: { codigo: '30days' },
    });
    const second = await call<{ error: string }>('acceptPromo', {
      method: 'POST',
      as: principalFor('kp_aluno_2', 'ALUNO@curso.app'),
      body: { codigo: '30days' },
    });
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('Promoção já utilizada.');
    expect(await subscriptions(store).countDocuments({ level: 'VIP30' })).toBe(1);
  });
});

describe('what the plans page is told and what it may buy', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    commerceConfig();
  });

  it('getUserInfo says whether a checkout would grant the trial: 7 for a newcomer, 0 after any subscription', async () => {
    const newcomer = principalFor('kp_new', 'new@x.app');
    expect((await call<{ trialDays: number }>('getUserInfo', { as: newcomer })).body.trialDays).toBe(7);
    await subscriptions(store).insertOne({
      subId: 'one_old',
      userId: 'kp_new',
      level: 'Assinante',
      status: 'cancelled',
      expiry: 1,
      metadata: { price: 0, plan: 'assinante_m', period: 'M' },
      createdAt: '',
      updatedAt: '',
    });
    expect((await call<{ trialDays: number }>('getUserInfo', { as: newcomer })).body.trialDays).toBe(0);
  });

  it('refuses selling again a level the user pays by card (409), allows renewing a one-off, sends an upgrade to the plan change', async () => {
    const ana = principalFor('kp_ana', 'ana@x.app');
    const inAMonth = Math.floor(Date.now() / 1000) + 30 * 86400;
    await subscriptions(store).insertOne({
      subId: 'sub_card',
      userId: 'kp_ana',
      level: 'Assinante',
      status: 'active',
      expiry: inAMonth,
      metadata: { price: 15000, plan: 'assinante_m', period: 'M' },
      createdAt: '',
      updatedAt: '',
    });
    await subscriptions(store).insertOne({
      subId: 'one_pix',
      userId: 'kp_ana',
      level: 'VIP',
      status: 'active',
      expiry: inAMonth,
      metadata: { price: 51000, plan: 'vip_3', period: '3M' },
      createdAt: '',
      updatedAt: '',
    });
    const again = await call<{ error: string }>('getStripeSubscriptionUrl', { method: 'POST', as: ana, body: monthly });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(
      'Você já assina este plano, com renovação automática. Gerencie a assinatura em Minha conta.',
    );
    const oneOffSame = await call('createPaidService', {
      method: 'POST',
      as: ana,
      body: { metadata: { price: 1, plan: 'assinante_3', period: '3M' }, invoiceAddress: address },
    });
    expect(oneOffSame.status).toBe(409);
    expect(
      (
        await call('createPaidService', {
          method: 'POST',
          as: ana,
          body: { metadata: { price: 1, plan: 'vip_3', period: '3M' }, invoiceAddress: address },
        })
      ).status,
    ).toBe(200);
    const upgrade = await call<{ error: string }>('getStripeSubscriptionUrl', {
      method: 'POST',
      as: ana,
      body: { ...monthly, metadata: { price: 20000, plan: 'vip_m', period: 'M' } },
    });
    expect([upgrade.status, upgrade.body.error]).toEqual([409, PLAN_CHANGE_MESSAGES.useChange]);
  });
});
