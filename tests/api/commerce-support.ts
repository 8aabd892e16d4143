import { overrideConfig } from '../../api/src/config';
import { signStripePayload } from '../../api/src/services/payments/stripe-signature';
import {
  eventsForPaidSession,
  stripeEvent,
  subscriptionObject,
} from '../../local/src/stand-ins/payments/local-stripe-events';
import { orders, type OrderDoc } from '../../api/src/store/orders';
import { subscriptions } from '../../api/src/store/subscriptions';
import type { Store } from '../../api/src/store/types';
import type { Principal } from '../../api/src/http/principal';
import { call, principalFor } from '../support/api-client';

/** Shared by the commerce API tests: local provider settings, signed webhook calls, store snapshots. */
export const WEBHOOK_SECRET = 'whsec_commerce_test';
export const ADMIN_KEY = 'admin-key-for-tests';

export function commerceConfig(): void {
  overrideConfig({
    stripeSecretKey: '',
    stripeWebhookSecret: WEBHOOK_SECRET,
    adminKey: ADMIN_KEY,
    plansSoldOut: false,
    cryptoGatewayUrl: '',
    publicUrl: 'https://agulhadas.test',
  });
}

export const ana = principalFor('kp_ana', 'ana@test.agulhadas.app');
export const bia = principalFor('kp_bia', 'bia@test.agulhadas.app');

export function postWebhook(payload: string, signature?: string) {
  return call<{ received?: boolean; duplicate?: boolean; outcome?: string; error?: string }>('stripeWebhook', {
    method: 'POST',
    rawBody: payload,
    headers: signature === undefined ? {} : { 'stripe-signature': signature },
  });
}

export function sendSigned(event: object, at = new Date()) {
  const payload = JSON.stringify(event);
  return postWebhook(payload, signStripePayload(payload, WEBHOOK_SECRET, at));
}

/** A subscription event for `sub_x` of kp_ana on the VIP monthly plan. */
export function subEvent(
  type: string,
  status: string,
  created: number,
  periodEnd = created + 30 * 86400,
  subId = 'sub_test_1',
) {
  return stripeEvent(
    type,
    subscriptionObject({ subId, userId: 'kp_ana', plan: 'vip_m', status, created, periodEnd, trialEnd: null }),
    created,
  );
}

/** Every collection a commerce call may touch, to assert a refused request changed nothing. */
export async function snapshot(store: Store): Promise<string> {
  const names = [
    'subscriptions',
    'invoices',
    'orders',
    'waitlist',
    'webhook_events',
    'users',
    'promo_eligible',
    'once_grants',
  ];
  const parts = await Promise.all(
    names.map((name) =>
      store
        .collection(name)
        .find({}, { sort: { _id: 1 } })
        .toArray(),
    ),
  );
  return JSON.stringify(parts);
}

export const subOf = (store: Store, subId: string) => subscriptions(store).findOne({ subId });

/** A recurring plan checkout through getStripeSubscriptionUrl; the local provider's session it opened. */
export async function openPlanCheckout(store: Store, as: Principal, body: object): Promise<OrderDoc> {
  const res = await call<{ url: string }>('getStripeSubscriptionUrl', { method: 'POST', as, body });
  expect(res.status).toBe(200);
  const session = await orders(store).findOne({ _id: res.body.url.split('/').pop() ?? '' });
  if (!session) throw new Error('no session');
  return session;
}

/** What the local checkout's 'Pagar' sends: Stripe's events for the paid session, signed, in order. */
export async function payLocalSession(session: OrderDoc): Promise<void> {
  for (const event of eventsForPaidSession(session, new Date())) expect((await sendSigned(event)).status).toBe(200);
}
