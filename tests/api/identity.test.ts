import { overrideConfig } from '../../api/src/config';
import type { Store } from '../../api/src/store/types';
import { users } from '../../api/src/store/users';
import type { UserInfo } from '@agulhadas/domain/user-info';
import { subscriptions } from '../../api/src/store/subscriptions';
import { call, freshStore, principalFor } from '../support/api-client';
import { grantLevel } from '../support/fixtures';

const SECRET = 'test-roles-secret';

describe('rolesSource (POST /api/GetRoles)', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    overrideConfig({ rolesSourceSecret: SECRET });
  });

  const ask = (userId: string, secret = SECRET) =>
    call<{ roles: string[] }>('GetRoles', {
      method: 'POST',
      headers: { 'x-roles-source-secret': secret },
      body: {
        identityProvider: 'kinde',
        userId,
        userDetails: `${userId}@x.app`,
        claims: [{ typ: 'name', val: 'Ana' }],
      },
    });

  it('answers Registered and key_<userId> for a new user, and creates the user', async () => {
    const res = await ask('kp_new');
    expect(res.status).toBe(200);
    expect(res.body.roles).toEqual(['Registered', 'key_kp_new']);
    const user = await users(store).findOne({ _id: 'kp_new' });
    expect(user).toMatchObject({ email: 'kp_new@x.app', name: 'Ana', favorites: [], comments: [] });
    expect(user?.userKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('adds the levels of usable subscriptions only', async () => {
    await grantLevel(store, 'kp_paid', 'VIP');
    await grantLevel(store, 'kp_paid', 'Assinante', 'trialing');
    await grantLevel(store, 'kp_paid', 'Basico', 'past_due');
    await grantLevel(store, 'kp_paid', 'VIP30', 'active', -2);
    const res = await ask('kp_paid');
    expect(res.body.roles).toEqual(['Registered', 'Assinante', 'VIP', 'key_kp_paid']);
  });

  it('stores the e-mail from the claims when Azure puts the name in userDetails, and the caller uses it', async () => {
    const kinde = {
      identityProvider: 'kinde',
      userId: 'kp_named',
      userDetails: 'Ana Souza',
      claims: [
        { typ: 'name', val: 'Ana Souza' },
        { typ: 'email', val: 'Ana@X.app' },
      ],
    };
    expect(
      (await call('GetRoles', { method: 'POST', headers: { 'x-roles-source-secret': SECRET }, body: kinde })).status,
    ).toBe(200);
    expect(await users(store).findOne({ _id: 'kp_named' })).toMatchObject({ email: 'ana@x.app', name: 'Ana Souza' });
    // The principal of later requests carries the name again: the stored e-mail is the one used, and kept.
    const info = await call<UserInfo>('getUserInfo', {
      as: { ...principalFor('kp_named', 'Ana Souza'), claims: [{ typ: 'name', val: 'Ana Souza' }] },
    });
    expect(info.body.email).toBe('ana@x.app');
    expect((await users(store).findOne({ _id: 'kp_named' }))?.email).toBe('ana@x.app');
  });

  it('keeps the e-mail when userDetails is the e-mail (nameClaimType "email")', async () => {
    const res = await call('GetRoles', {
      method: 'POST',
      headers: { 'x-roles-source-secret': SECRET },
      body: { identityProvider: 'kinde', userId: 'kp_mail', userDetails: 'Bia@X.app', claims: [] },
    });
    expect(res.status).toBe(200);
    expect((await users(store).findOne({ _id: 'kp_mail' }))?.email).toBe('bia@x.app');
  });

  it('stores no e-mail rather than a name when the sign-in carries none', async () => {
    await call('GetRoles', {
      method: 'POST',
      headers: { 'x-roles-source-secret': SECRET },
      body: { identityProvider: 'kinde', userId: 'kp_nomail', userDetails: 'Carlos', claims: [] },
    });
    expect((await users(store).findOne({ _id: 'kp_nomail' }))?.email).toBe('');
  });

  it('refuses callers without the shared secret and changes nothing', async () => {
    const res = await ask('kp_intruder', 'wrong-secret-value');
    expect(res.status).toBe(401);
    expect(await users(store).countDocuments({})).toBe(0);
  });

  it('rejects a malformed body with 400', async () => {
    const res = await call<{ error: string }>('GetRoles', {
      method: 'POST',
      headers: { 'x-roles-source-secret': SECRET },
      body: { userId: 5 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/inválido/);
  });
});

describe('GET /api/getUserInfo', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
  });

  it('answers 401 to anonymous callers', async () => {
    const res = await call<{ error: string }>('getUserInfo');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Você precisa estar logado.');
  });

  it('answers 401 to a malformed principal header', async () => {
    for (const rawHeader of [
      'not-base64-json',
      Buffer.from('{"userId":""}').toString('base64'),
      Buffer.from('[]').toString('base64'),
    ]) {
      const res = await call('getUserInfo', { as: { rawHeader } });
      expect(res.status).toBe(401);
    }
  });

  it('returns the getUserInfo shape with roles from the database', async () => {
    await grantLevel(store, 'kp_vip', 'VIP');
    const res = await call<UserInfo>('getUserInfo', {
      as: { ...principalFor('kp_vip', 'vip@x.app'), claims: [{ typ: 'name', val: 'Vítor' }] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      userId: 'kp_vip',
      email: 'vip@x.app',
      displayName: 'Vítor',
      roles: ['Registered', 'VIP', 'key_kp_vip'],
      favorites: [],
      comments: [],
      alerts: [],
      devices: [],
      telegram: null,
      invoices: [],
      invoiceAddress: null,
    });
    expect(res.body.assinaturas).toHaveLength(1);
    expect(res.body.assinaturas[0]).toMatchObject({ level: 'VIP', status: 'active', invoices: [] });
    expect(res.body.userKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('lists the subscriptions latest expiry first, one without expiry last, and offers no trial to a subscriber', async () => {
    const at = new Date().toISOString();
    const metadata = { price: 0, plan: 'x', period: 'M' };
    await subscriptions(store).insertMany([
      {
        subId: 'sub_old',
        userId: 'kp_many',
        level: 'Assinante',
        status: 'canceled',
        expiry: 1_700_000_000,
        metadata,
        createdAt: at,
        updatedAt: at,
      },
      {
        subId: 'sub_open',
        userId: 'kp_many',
        level: 'VIP',
        status: 'pending',
        expiry: null,
        metadata,
        createdAt: at,
        updatedAt: at,
      },
      {
        subId: 'sub_new',
        userId: 'kp_many',
        level: 'VIP',
        status: 'active',
        expiry: Math.floor(Date.now() / 1000) + 86_400,
        metadata,
        createdAt: at,
        updatedAt: at,
      },
    ]);
    const res = await call<UserInfo>('getUserInfo', { as: principalFor('kp_many') });
    expect(res.body.assinaturas.map((sub) => sub.subId)).toEqual(['sub_new', 'sub_old', 'sub_open']);
    expect(res.body.trialDays).toBe(0);
    expect(res.body.roles).toContain('VIP');
  });

  it('hides the user key below VIP', async () => {
    await grantLevel(store, 'kp_sub', 'Assinante');
    const res = await call<UserInfo>('getUserInfo', { as: principalFor('kp_sub') });
    expect(res.body.userKey).toBeNull();
  });

  it('answers 405 with a JSON error for a wrong method', async () => {
    const res = await call<{ error: string }>('getUserInfo', { method: 'DELETE', as: principalFor('kp_x') });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect(res.body.error).toBe('Método não permitido.');
  });
});
