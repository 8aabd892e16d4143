import { planCheckouts } from '../../api/src/store/plan-checkouts';
import { orders } from '../../api/src/store/orders';
import { subscriptions } from '../../api/src/store/subscriptions';
import type { Store } from '../../api/src/store/types';
import { call, freshStore } from '../support/api-client';
import { ana, bia, commerceConfig, payLocalSession } from './commerce-support';

/** Plan checkouts opened in parallel, and what /assinou may learn about a session id. */
const monthly = { metadata: { price: 15000, plan: 'assinante_m', period: 'M' }, hasVoucher: false, isPromo30: false };

const openCheckout = async (as = ana) => {
  const res = await call<{ url: string }>('getStripeSubscriptionUrl', { method: 'POST', as, body: monthly });
  expect(res.status).toBe(200);
  return res.body.url.split('/').pop() ?? '';
};

const outcomeOf = (session: string, as = ana) =>
  call<{ state?: string; error?: string }>('getCheckoutOutcome', { query: { session }, as });

describe('plan checkouts opened in parallel', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    commerceConfig();
    await call('getUserInfo', { as: ana });
  });

  it('keep the newest payable and expire the others, at the provider and in the record', async () => {
    const ids = await Promise.all([openCheckout(), openCheckout(), openCheckout()]);
    const open = await planCheckouts(store).find({ userId: 'kp_ana', status: 'open' }).toArray();
    expect(open).toHaveLength(1);
    const [newest] = [...(await planCheckouts(store).find({ userId: 'kp_ana' }).toArray())].sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id),
    );
    expect(open[0]?._id).toBe(newest?._id);
    const atProvider = await orders(store)
      .find({ _id: { $in: ids } })
      .toArray();
    expect(atProvider.filter((session) => session.status === 'open').map((session) => session._id)).toEqual([
      newest?._id,
    ]);
    const payable = atProvider.find((session) => session.status === 'open');
    if (!payable) throw new Error('no payable session');
    await payLocalSession(payable);
    expect(await subscriptions(store).findOne({ userId: 'kp_ana' })).toMatchObject({
      status: 'trialing',
      checkoutSessionId: payable._id,
    });
  });

  it('a checkout opened after another one still expires the older', async () => {
    const first = await openCheckout();
    const second = await openCheckout();
    expect((await planCheckouts(store).findOne({ _id: first }))?.status).toBe('expired');
    expect((await planCheckouts(store).findOne({ _id: second }))?.status).toBe('open');
  });
});

describe('getCheckoutOutcome confirms no session id to strangers', () => {
  beforeEach(async () => {
    await freshStore();
    commerceConfig();
    await call('getUserInfo', { as: ana });
  });

  it("answers the same 404 for an unknown id and for another user's session, and pending to its owner", async () => {
    const session = await openCheckout();
    const unknown = await outcomeOf('cs_local_000000000000000000000000', bia);
    const foreign = await outcomeOf(session, bia);
    expect([unknown.status, unknown.body]).toEqual([404, { error: 'Sessão de pagamento não encontrada.' }]);
    expect([foreign.status, foreign.body]).toEqual([unknown.status, unknown.body]);
    expect((await outcomeOf(session)).body).toEqual({ state: 'pending' });
  });
});
