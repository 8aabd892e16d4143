import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Caller } from '../../api/src/identity/caller';
import { ensureUser } from '../../api/src/identity/ensure-user';
import { StripePaymentProvider } from '../../api/src/services/payments/stripe-provider';
import { refundCardPayment } from '../../api/src/services/refunds/card-refund';
import { refunds } from '../../api/src/store/refunds';
import { subscriptions } from '../../api/src/store/subscriptions';
import type { Store } from '../../api/src/store/types';
import { freshStore, principalFor } from '../support/api-client';
import { commerceConfig } from './commerce-support';

interface Seen {
  method?: string;
  url?: string;
  body: string;
  idempotencyKey?: string;
}

/** The real Stripe adapter against a local server standing in for api.stripe.com: what a card refund asks, and how often. */
describe('a card refund through the Stripe adapter', () => {
  let store: Store;
  let server: http.Server;
  let provider: StripePaymentProvider;
  const seen: Seen[] = [];
  let refundFails = false;
  const paidAt = Math.floor(Date.now() / 1000) - 3600;

  function answer(req: http.IncomingMessage, body: string): [number, object] {
    const path = (req.url ?? '').split('?')[0];
    if (req.method === 'GET' && path === '/v1/invoices') {
      return [
        200,
        {
          object: 'list',
          has_more: false,
          data: [
            {
              id: 'in_real_1',
              object: 'invoice',
              amount_paid: 20000,
              created: paidAt,
              status_transitions: { paid_at: paidAt },
            },
          ],
        },
      ];
    }
    if (req.method === 'GET' && path === '/v1/invoices/in_real_1') {
      const payments = {
        object: 'list',
        data: [{ status: 'paid', payment: { type: 'payment_intent', payment_intent: 'pi_real_1' } }],
      };
      return [200, { id: 'in_real_1', object: 'invoice', amount_paid: 20000, payments }];
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      if (refundFails) return [500, { error: { type: 'api_error', message: 'down' } }];
      return [
        200,
        { id: 're_real_1', object: 'refund', amount: 20000, payment_intent: 'pi_real_1', status: 'succeeded', body },
      ];
    }
    if (req.method === 'DELETE' && path === '/v1/subscriptions/sub_real_1')
      return [200, { id: 'sub_real_1', object: 'subscription', status: 'canceled' }];
    return [404, { error: { type: 'invalid_request_error', message: 'not here' } }];
  }

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({
          method: req.method,
          url: req.url,
          body,
          idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        });
        const [status, json] = answer(req, body);
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    provider = new StripePaymentProvider('sk_test_local', 'whsec_local', {
      host: '127.0.0.1',
      port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(async () => {
    store = await freshStore();
    commerceConfig();
    seen.length = 0;
    refundFails = false;
    const at = new Date().toISOString();
    await ensureUser(store, { userId: 'kp_ana', email: 'ana@test.agulhadas.app', name: 'Ana' }, new Date());
    await subscriptions(store).insertOne({
      subId: 'sub_real_1',
      userId: 'kp_ana',
      level: 'VIP',
      status: 'active',
      expiry: paidAt + 30 * 86400,
      metadata: { price: 20000, plan: 'vip_m', period: 'M' },
      createdAt: at,
      updatedAt: at,
    });
  });

  const admin: Caller = {
    userId: 'kp_alice',
    email: 'alice@test.agulhadas.app',
    principal: principalFor('kp_alice'),
    roles: ['admin'],
    subscriptions: [],
  };
  const order = { admin, userId: 'kp_ana', subId: 'sub_real_1', invoiceId: 'in_real_1' };
  const refundRequests = () => seen.filter((request) => request.method === 'POST' && request.url === '/v1/refunds');

  it('asks POST /v1/refunds once, on the invoice payment intent, with an Idempotency-Key, cancels the subscription; a second click asks nothing', async () => {
    const first = await refundCardPayment(store, provider, order, new Date());
    expect(first).toMatchObject({ kind: 'refunded', refund: { providerRefundId: 're_real_1', amountCents: 20000 } });
    expect(refundRequests()).toEqual([expect.objectContaining({ idempotencyKey: 'agulhadas-refund-in_real_1' })]);
    const form = new URLSearchParams(refundRequests()[0]!.body);
    expect(form.get('payment_intent')).toBe('pi_real_1');
    expect(form.get('amount')).toBeNull();
    expect(seen.some((request) => request.method === 'DELETE' && request.url === '/v1/subscriptions/sub_real_1')).toBe(
      true,
    );

    seen.length = 0;
    expect(await refundCardPayment(store, provider, order, new Date())).toEqual({ kind: 'already-refunded' });
    expect(seen).toEqual([]);
  });

  it('a failure at Stripe frees the claim and ends nothing; the retry uses the same key and refunds', async () => {
    refundFails = true;
    await expect(refundCardPayment(store, provider, order, new Date())).rejects.toThrow();
    expect(await refunds(store).countDocuments({})).toBe(0);
    expect(await subscriptions(store).findOne({ subId: 'sub_real_1' })).toMatchObject({ status: 'active' });

    refundFails = false;
    expect(await refundCardPayment(store, provider, order, new Date())).toMatchObject({ kind: 'refunded' });
    expect(refundRequests().map((request) => request.idempotencyKey)).toEqual([
      'agulhadas-refund-in_real_1',
      'agulhadas-refund-in_real_1',
    ]);
    expect(await subscriptions(store).findOne({ subId: 'sub_real_1' })).toMatchObject({ status: 'canceled' });
  });
});
