import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { applyInLine } from '../../api/src/services/payments/apply-in-line';
import { subscriptionObject } from '../../local/src/stand-ins/payments/local-stripe-events';
import { StripePaymentProvider } from '../../api/src/services/payments/stripe-provider';
import { subscriptions } from '../../api/src/store/subscriptions';
import type { Store } from '../../api/src/store/types';
import { freshStore } from '../support/api-client';
import { commerceConfig, subOf } from './commerce-support';

/** The real Stripe adapter against a local server standing in for api.stripe.com: what it asks and what it applies. */
describe('StripePaymentProvider.reactivateSubscription', () => {
  let store: Store;
  let server: http.Server;
  const requests: Array<{ method?: string; url?: string; body: string }> = [];
  const created = Math.floor(Date.now() / 1000) - 60;
  const periodEnd = created + 30 * 86400;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        requests.push({ method: req.method, url: req.url, body });
        const subscription = subscriptionObject({
          subId: 'sub_real_1',
          userId: 'kp_ana',
          plan: 'vip_m',
          status: 'active',
          created,
          periodEnd,
          trialEnd: null,
        });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(subscription));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(async () => {
    store = await freshStore();
    commerceConfig();
    requests.length = 0;
  });

  it('asks Stripe to clear cancel_at_period_end and applies the subscription it answers at once', async () => {
    await subscriptions(store).insertOne({
      subId: 'sub_real_1',
      userId: 'kp_ana',
      level: 'VIP',
      status: 'active',
      expiry: periodEnd,
      metadata: { price: 20000, plan: 'vip_m', period: 'M' },
      cancelAtPeriodEnd: true,
      cancelAt: periodEnd,
      providerEventAt: created,
      providerEventRank: 1,
      createdAt: '',
      updatedAt: '',
    });
    const { port } = server.address() as AddressInfo;
    const provider = new StripePaymentProvider('sk_test_local', 'whsec_local', {
      host: '127.0.0.1',
      port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    const now = new Date();
    await applyInLine(store, provider, await provider.reactivateSubscription('sub_real_1', now), now);
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/v1/subscriptions/sub_real_1',
        body: 'cancel_at_period_end=false',
      }),
    ]);
    expect(await subOf(store, 'sub_real_1')).toMatchObject({
      status: 'active',
      expiry: periodEnd,
      cancelAtPeriodEnd: false,
      cancelAt: null,
    });
    expect(await provider.dueEvents()).toEqual([]);
  });
});
