import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { StripePlanChange } from '../../api/src/services/payments/stripe-plan-change';
import { PlanChangeDeclinedError, type PlanChangeTarget } from '../../api/src/services/payments/plan-change-provider';

/**
 * The Stripe adapter of plan changes against a local server answering as Stripe's API does: what it asks Stripe
 * (paths and form parameters) and how it reads the answers.
 */
interface Seen {
  method: string;
  path: string;
  form: Record<string, string>;
}

const ITEM = { id: 'si_1', object: 'subscription_item', price: { id: 'price_assinante_m', object: 'price' } };
const prorationLine = (amount: number) => ({
  object: 'line_item',
  amount,
  description: 'proration',
  parent: { type: 'subscription_item_details', subscription_item_details: { proration: true } },
});

const ANSWERS: Record<string, unknown> = {
  'GET /v1/subscriptions/sub_1': {
    id: 'sub_1',
    object: 'subscription',
    schedule: null,
    items: { object: 'list', data: [ITEM] },
  },
  'GET /v1/subscriptions/sub_declined': {
    id: 'sub_declined',
    object: 'subscription',
    schedule: null,
    items: { object: 'list', data: [ITEM] },
  },
  'GET /v1/subscriptions/sub_scheduled': {
    id: 'sub_scheduled',
    object: 'subscription',
    schedule: 'sub_sched_old',
    items: { object: 'list', data: [ITEM] },
  },
  'POST /v1/invoices/create_preview': {
    object: 'invoice',
    amount_due: 1667,
    total: 1667,
    lines: { object: 'list', data: [prorationLine(-5000), prorationLine(6667)] },
  },
  'POST /v1/subscriptions/sub_1': { id: 'sub_1', object: 'subscription' },
  'POST /v1/subscriptions/sub_scheduled': { id: 'sub_scheduled', object: 'subscription' },
  'POST /v1/subscription_schedules/sub_sched_old/release': { id: 'sub_sched_old', object: 'subscription_schedule' },
  'POST /v1/subscription_schedules': { id: 'sub_sched_new', object: 'subscription_schedule' },
  'GET /v1/subscription_schedules/sub_sched_new': {
    id: 'sub_sched_new',
    object: 'subscription_schedule',
    current_phase: { start_date: 1000, end_date: 2000 },
    phases: [{ start_date: 1000, end_date: 2000 }],
  },
  'POST /v1/subscription_schedules/sub_sched_new': { id: 'sub_sched_new', object: 'subscription_schedule' },
  'POST /v1/checkout/sessions/cs_open/expire': { id: 'cs_open', object: 'checkout.session', status: 'expired' },
  'DELETE /v1/subscriptions/sub_dup': {
    id: 'sub_dup',
    object: 'subscription',
    status: 'canceled',
    latest_invoice: {
      id: 'in_1',
      object: 'invoice',
      payments: {
        object: 'list',
        data: [{ id: 'inpay_1', status: 'paid', payment: { type: 'payment_intent', payment_intent: 'pi_1' } }],
      },
    },
  },
  'POST /v1/refunds': { id: 're_1', object: 'refund' },
};

let server: Server;
let seen: Seen[] = [];
let stripe: Stripe;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const form = Object.fromEntries(
        new URLSearchParams(request.method === 'GET' || request.method === 'DELETE' ? url.search : body),
      );
      seen.push({ method: request.method ?? '', path: url.pathname, form });
      const answer = ANSWERS[`${request.method} ${url.pathname}`];
      if (url.pathname === '/v1/subscriptions/sub_declined' && request.method === 'POST') {
        response.writeHead(402, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
          }),
        );
      } else if (answer) response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      else
        response
          .writeHead(400, { 'content-type': 'application/json' })
          .end(
            JSON.stringify({ error: { type: 'invalid_request_error', message: 'This Checkout Session is not open.' } }),
          );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stripe = new Stripe('sk_test_plan_change', {
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
});
beforeEach(() => {
  seen = [];
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const toVip = (subId: string): PlanChangeTarget => ({
  subId,
  stripePriceId: 'price_vip_m',
  planKey: 'vip_m',
  level: 'VIP',
  period: 'M',
  priceCents: 20000,
});

describe('Stripe adapter of plan changes', () => {
  it('previews with the new price on the subscription item, always invoiced, at the given proration date', async () => {
    const preview = await new StripePlanChange(stripe).previewPlanChange(toVip('sub_1'), 1_800_000_000);
    expect(preview).toEqual({
      amountDue: 1667,
      lines: [
        expect.objectContaining({ amount: -5000, proration: true }),
        expect.objectContaining({ amount: 6667, proration: true }),
      ],
    });
    const call = seen.find((entry) => entry.path === '/v1/invoices/create_preview');
    expect(call?.form).toMatchObject({
      subscription: 'sub_1',
      'subscription_details[items][0][id]': 'si_1',
      'subscription_details[items][0][price]': 'price_vip_m',
      'subscription_details[proration_behavior]': 'always_invoice',
      'subscription_details[proration_date]': '1800000000',
    });
  });

  it('updates the subscription at the same proration date, invoiced now, refusing to leave it incomplete', async () => {
    await new StripePlanChange(stripe).applyPlanChange(toVip('sub_1'), 1_800_000_000);
    const update = seen.find((entry) => entry.method === 'POST' && entry.path === '/v1/subscriptions/sub_1');
    expect(update?.form).toMatchObject({
      'items[0][id]': 'si_1',
      'items[0][price]': 'price_vip_m',
      proration_behavior: 'always_invoice',
      proration_date: '1800000000',
      payment_behavior: 'error_if_incomplete',
      'metadata[plan]': 'vip_m',
      'metadata[level]': 'VIP',
    });
  });

  it('reports a card that refuses the proration as a declined plan change', async () => {
    await expect(
      new StripePlanChange(stripe).applyPlanChange(toVip('sub_declined'), 1_800_000_000),
    ).rejects.toBeInstanceOf(PlanChangeDeclinedError);
  });

  it('releases a pending downgrade schedule before an upgrade', async () => {
    await new StripePlanChange(stripe).applyPlanChange(toVip('sub_scheduled'), 1_800_000_000);
    expect(seen.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
      'GET /v1/subscriptions/sub_scheduled',
      'POST /v1/subscription_schedules/sub_sched_old/release',
      'POST /v1/subscriptions/sub_scheduled',
    ]);
  });

  it('schedules a downgrade: the current price until the period end, then the new one, released afterwards', async () => {
    const change = {
      subId: 'sub_1',
      stripePriceId: 'price_assinante_m',
      planKey: 'assinante_m',
      level: 'Assinante',
      period: 'M',
      priceCents: 15000,
    };
    expect(await new StripePlanChange(stripe).schedulePlanChange(change, 2000)).toEqual({
      scheduleId: 'sub_sched_new',
    });
    expect(seen.find((entry) => entry.path === '/v1/subscription_schedules')?.form).toEqual({
      from_subscription: 'sub_1',
    });
    expect(
      seen.find((entry) => entry.method === 'POST' && entry.path === '/v1/subscription_schedules/sub_sched_new')?.form,
    ).toMatchObject({
      end_behavior: 'release',
      'phases[0][items][0][price]': 'price_assinante_m',
      'phases[0][start_date]': '1000',
      'phases[0][end_date]': '2000',
      'phases[1][items][0][price]': 'price_assinante_m',
      'phases[1][duration][interval]': 'month',
      'phases[1][metadata][plan]': 'assinante_m',
    });
  });

  it('expires an open checkout session and leaves one Stripe says is no longer open', async () => {
    const adapter = new StripePlanChange(stripe);
    await adapter.expireCheckout('cs_open');
    await adapter.expireCheckout('cs_done');
    expect(seen.map((entry) => entry.path)).toEqual([
      '/v1/checkout/sessions/cs_open/expire',
      '/v1/checkout/sessions/cs_done/expire',
    ]);
  });

  it('cancels a duplicate now and refunds its latest invoice payment', async () => {
    expect(await new StripePlanChange(stripe).cancelDuplicate('sub_dup')).toEqual([]);
    expect(seen[0]).toMatchObject({
      method: 'DELETE',
      path: '/v1/subscriptions/sub_dup',
      form: { 'expand[0]': 'latest_invoice.payments' },
    });
    expect(seen[1]).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      form: { payment_intent: 'pi_1', reason: 'duplicate' },
    });
  });
});
