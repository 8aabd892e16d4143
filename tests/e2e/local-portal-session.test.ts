import { AUTH_COOKIE } from '../../local/src/auth/auth-emulator';
import { localUserId } from '../../local/src/demo/demo-users';
import { LOCAL_CHECKOUT_PATH } from '../../local/src/stand-ins/payments/local-payment-provider';
import { getStore } from '../../api/src/store/db';
import { subscriptions } from '../../api/src/store/subscriptions';
import { startE2E, type E2E } from './harness';

/** The local stand-in for Stripe's customer portal belongs to the subscription's owner, as Stripe's portal session does. */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const cookieFor = (email: string) =>
  `${AUTH_COOKIE}=${Buffer.from(JSON.stringify({ identityProvider: 'kinde', userId: localUserId(email), userDetails: email, userRoles: ['anonymous', 'authenticated'] })).toString('base64')}`;

it('refuses another user and a visitor, and serves the owner', async () => {
  const sub = await subscriptions(await getStore()).findOne({ userId: localUserId('vip@demo.agulhadas.app') });
  expect(sub).not.toBeNull();
  const portal = `${e2e.runtime.url}${LOCAL_CHECKOUT_PATH}/portal/${encodeURIComponent(sub!.subId)}`;
  const visitor = await fetch(portal);
  expect(visitor.status).toBe(403);
  expect(await visitor.text()).toContain('Entre com a conta desta assinatura para gerenciá-la.');
  const other = await fetch(`${portal}/cancel`, {
    method: 'POST',
    headers: { cookie: cookieFor('assinante@demo.agulhadas.app') },
    redirect: 'manual',
  });
  expect(other.status).toBe(403);
  expect((await subscriptions(await getStore()).findOne({ subId: sub!.subId }))?.status).toBe(sub!.status);
  const owner = await fetch(portal, { headers: { cookie: cookieFor('vip@demo.agulhadas.app') } });
  expect(owner.status).toBe(200);
  expect(await owner.text()).toContain('Portal do cliente');
});
