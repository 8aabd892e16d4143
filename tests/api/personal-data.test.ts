import { beforeEach, describe, expect, it } from '@jest/globals';
import { overrideConfig } from '../../api/src/config';
import type { Principal } from '../../api/src/http/principal';
import { auditLog } from '../../api/src/store/audit-log';
import { subscriptions } from '../../api/src/store/subscriptions';
import type { Store } from '../../api/src/store/types';
import { users } from '../../api/src/store/users';
import { KNOWN_COLLECTIONS } from '../../scripts/backup/collections';
import { call, freshStore, principalFor } from '../support/api-client';
import { commerceConfig } from './commerce-support';

/** A document written as tests arrange it, in any collection. */
type RawDoc = { _id: string } & Record<string, unknown>;

const alice = principalFor('kp_alice', 'alice@test.agulhadas.app', ['admin']);
const address = (nome: string) => ({ nome, endereco: 'Rua B, 2 — Recife', telefone: '(81) 91234-5678' });

/** What marks a person's data wherever it is stored. */
interface Person {
  principal: Principal;
  userId: string;
  email: string;
  name: string;
  chatId: string;
  endpoint: string;
}

const person = (id: string, chatId: string): Person => ({
  principal: principalFor(`kp_${id}`, `${id}@test.agulhadas.app`),
  userId: `kp_${id}`,
  email: `${id}@test.agulhadas.app`,
  name: `${id[0]!.toUpperCase()}${id.slice(1)} Souza`,
  chatId,
  endpoint: `https://push.example/${id}-device`,
});
const bia = person('bia', '777001');
const caio = person('caio', '888002');

/** Collections that keep an erased person's records on purpose: payments (law), one-time trial markers, the trail, and the local stand-ins' own books of the outside services (absent in production). */
const KEPT = new Set([
  'subscriptions',
  'invoices',
  'orders',
  'once_grants',
  'audit_log',
  'local_charges',
  'telegram_outbox',
  'local_push_devices',
  'local_push_messages',
]);

/** Gives a person everything the product can hold: an account with favourites and comments, a PIX purchase, alerts, a device, Telegram, notifications, the waiting list. */
async function furnish(store: Store, who: Person): Promise<void> {
  await call('getUserInfo', { as: who.principal });
  await users(store).updateOne(
    { _id: who.userId },
    {
      $set: {
        name: who.name,
        telegram: { id: who.chatId, active: true },
        favorites: [{ listName: `Lista de ${who.name}`, items: ['PETR4'] }],
        comments: [
          { id: `c-${who.userId}`, asset: 'PETR4', comment: `Nota de ${who.name}`, date: new Date().toISOString() },
        ],
      },
    },
  );
  const bought = await call<{ subId: string }>('createPaidService', {
    method: 'POST',
    as: who.principal,
    body: { metadata: { price: 51000, plan: 'vip_3', period: '3M' }, invoiceAddress: address(who.name) },
  });
  expect(
    (
      await call('createInvoice', {
        method: 'POST',
        as: who.principal,
        body: { assinatura: bought.body.subId, invoiceAddress: address(who.name), payWith: 'pix' },
      })
    ).status,
  ).toBe(200);
  await store
    .collection<RawDoc>('alerts')
    .insertOne({ _id: `${who.userId}|a1`, userId: who.userId, asset: 'PETR4', id: 'a1', timeframe: 'D', active: true });
  await store
    .collection<RawDoc>('notifications')
    .insertOne({ _id: `n-${who.userId}`, userId: who.userId, text: `Alerta de ${who.name}`, timestamp: Date.now() });
  await store.collection<RawDoc>('push_subscriptions').insertOne({
    _id: `dev-${who.userId}`,
    userId: who.userId,
    endpoint: who.endpoint,
    keys: { p256dh: `p256-${who.userId}`, auth: `auth-${who.userId}` },
    label: 'Chrome no Android',
    createdAt: new Date().toISOString(),
  });
  await store
    .collection<RawDoc>('push_queue')
    .insertOne({ _id: `pq-${who.userId}`, userId: who.userId, subscriptionId: `dev-${who.userId}`, status: 'pending' });
  await store
    .collection<RawDoc>('telegram_queue')
    .insertOne({ _id: `tq-${who.userId}`, userId: who.userId, chatId: who.chatId, text: 'oi', status: 'pending' });
  await store.collection<RawDoc>('telegram_links').insertOne({
    _id: `TOK${who.userId}`,
    kind: 'token',
    userId: who.userId,
    createdAt: '',
    expiresAt: '',
    usedAt: null,
  });
  expect(
    (await call('catchEmail', { method: 'POST', body: { plano: 'VIP', nome: who.name, email: who.email } })).status,
  ).toBe(200);
}

/** Every stored document of every collection the product knows, as text, by collection. */
async function everyCollection(store: Store): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const name of KNOWN_COLLECTIONS)
    texts.set(name, JSON.stringify(await store.collection(name).find({}).toArray()));
  return texts;
}

const marks = (who: Person) => [who.userId, who.email, who.name, who.chatId, who.endpoint];

describe("the person's own data", () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    commerceConfig();
    overrideConfig({ adminUserIds: ['kp_alice'] });
    await call('getUserInfo', { as: alice });
    await furnish(store, bia);
    await furnish(store, caio);
  });

  it('"Baixar meus dados" answers a JSON file of exactly that person: account, payments, alerts, favourites, comments, devices, Telegram, notifications; no secrets, nobody else', async () => {
    const result = await call<Record<string, unknown>>('myData', { method: 'POST', as: bia.principal, body: {} });
    expect(result.status).toBe(200);
    expect(result.headers.get('content-disposition')).toContain('meus-dados-agulhadas.json');
    const data = result.body;
    expect(data).toMatchObject({
      conta: { id: bia.userId, email: bia.email, nome: bia.name },
      telegram: { id: bia.chatId },
      favoritos: [expect.objectContaining({ items: ['PETR4'] })],
      comentarios: [expect.objectContaining({ comment: `Nota de ${bia.name}` })],
      aparelhos: [expect.objectContaining({ endereco: bia.endpoint, nome: 'Chrome no Android' })],
      filaDeEspera: [expect.objectContaining({ email: bia.email })],
    });
    for (const key of ['assinaturas', 'faturas', 'alertas', 'notificacoes']) expect(data[key]).toHaveLength(1);
    const text = JSON.stringify(data);
    for (const mark of marks(caio)) expect(text).not.toContain(mark);
    const user = await users(store).findOne({ _id: bia.userId });
    for (const secret of [user!.userKey, `p256-${bia.userId}`, `auth-${bia.userId}`])
      expect(text).not.toContain(secret);
  });

  it('"Excluir minha conta" needs the typed word, then leaves nothing personal in any collection but the kept records, and the other person untouched', async () => {
    const caioBefore = await everyCollection(store);
    const unconfirmed = await call<{ error: string }>('deleteAccount', {
      method: 'POST',
      as: bia.principal,
      body: { confirmacao: 'sim' },
    });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.error).toBe('Digite EXCLUIR para confirmar.');
    expect(await users(store).countDocuments({ _id: bia.userId })).toBe(1);

    const erased = await call<{ message: string }>('deleteAccount', {
      method: 'POST',
      as: bia.principal,
      body: { confirmacao: 'EXCLUIR' },
    });
    expect(erased.status).toBe(200);
    expect(erased.body.message).toContain('registros de pagamento');
    const after = await everyCollection(store);
    for (const [name, text] of after) {
      if (KEPT.has(name)) continue;
      for (const mark of marks(bia))
        expect({ collection: name, has: text.includes(mark) }).toEqual({ collection: name, has: false });
    }
    // Payment records stay, by law.
    expect(await subscriptions(store).countDocuments({ userId: bia.userId })).toBe(1);
    expect(after.get('invoices')).toContain(bia.userId);
    // Caio's data is all there.
    for (const name of [
      'users',
      'alerts',
      'notifications',
      'push_subscriptions',
      'waitlist',
      'telegram_queue',
      'push_queue',
    ]) {
      for (const mark of [caio.userId, caio.email].filter((mark) => caioBefore.get(name)!.includes(mark)))
        expect(after.get(name)).toContain(mark);
    }
    // Signing in again opens an empty account: none of the old data comes back.
    const fresh = await call<{ favorites: unknown[]; comments: unknown[]; alerts: unknown[]; telegram: unknown }>(
      'getUserInfo',
      { as: bia.principal },
    );
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ comments: [], alerts: [], telegram: null });
  });

  it('refuses to erase while a card subscription would renew, changing nothing', async () => {
    await subscriptions(store).insertOne({
      subId: 'sub_bia_card',
      userId: bia.userId,
      level: 'VIP',
      status: 'active',
      expiry: Math.floor(Date.now() / 1000) + 86_400 * 20,
      metadata: { price: 17000, plan: 'vip_1', period: '1M' },
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
    const before = JSON.stringify([...(await everyCollection(store))].filter(([name]) => name !== 'rate_limits'));
    const refused = await call<{ error: string }>('deleteAccount', {
      method: 'POST',
      as: bia.principal,
      body: { confirmacao: 'EXCLUIR' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain('Cancele a renovação');
    expect(JSON.stringify([...(await everyCollection(store))].filter(([name]) => name !== 'rate_limits'))).toBe(before);
    // Set to end at the period's end, the card is never charged again: the account can go.
    await subscriptions(store).updateOne({ subId: 'sub_bia_card' }, { $set: { cancelAtPeriodEnd: true } });
    expect(
      (await call('deleteAccount', { method: 'POST', as: bia.principal, body: { confirmacao: 'EXCLUIR' } })).status,
    ).toBe(200);
  });

  it('both refuse other sites and are limited to 5 an hour per person', async () => {
    const foreign = { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' };
    expect((await call('myData', { method: 'POST', as: bia.principal, body: {}, headers: foreign })).status).toBe(403);
    expect(
      (
        await call('deleteAccount', {
          method: 'POST',
          as: bia.principal,
          body: { confirmacao: 'EXCLUIR' },
          headers: foreign,
        })
      ).status,
    ).toBe(403);
    expect(await users(store).countDocuments({ _id: bia.userId })).toBe(1);
    for (let count = 1; count <= 5; count++)
      expect((await call('myData', { method: 'POST', as: bia.principal, body: {} })).status).toBe(200);
    const limited = await call<{ error: string }>('myData', { method: 'POST', as: bia.principal, body: {} });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toContain('Aguarde uma hora');
    expect((await call('myData', { method: 'POST', as: caio.principal, body: {} })).status).toBe(200);
  });

  it("an admin downloads a person's data and erases the account from the back office, each in the trail; a second erasure changes nothing", async () => {
    const exported = await call<Record<string, unknown>>('backoffice/userData', {
      method: 'POST',
      as: alice,
      body: { userId: bia.userId },
    });
    expect(exported.status).toBe(200);
    expect(exported.body).toMatchObject({ conta: { id: bia.userId } });
    const erased = await call<{ alreadyHandled: boolean }>('backoffice/eraseUser', {
      method: 'POST',
      as: alice,
      body: { userId: bia.userId },
    });
    expect(erased.body).toMatchObject({ alreadyHandled: false });
    expect(await users(store).countDocuments({ _id: bia.userId })).toBe(0);
    const trail = await auditLog(store)
      .find({ userId: bia.userId }, { sort: { at: 1, what: -1 } })
      .toArray();
    expect(trail).toEqual([
      expect.objectContaining({ what: 'user-data-exported', adminUserId: 'kp_alice', email: bia.email }),
      expect.objectContaining({
        what: 'user-erased',
        adminUserId: 'kp_alice',
        email: bia.email,
        before: expect.objectContaining({
          alerts: 1,
          devices: 1,
          notifications: 1,
          favorites: 1,
          comments: 1,
          telegram: true,
        }),
        after: null,
      }),
    ]);
    const before = JSON.stringify([...(await everyCollection(store))].filter(([name]) => name !== 'rate_limits'));
    expect(
      (await call('backoffice/eraseUser', { method: 'POST', as: alice, body: { userId: bia.userId } })).body,
    ).toMatchObject({ alreadyHandled: true });
    expect(JSON.stringify([...(await everyCollection(store))].filter(([name]) => name !== 'rate_limits'))).toBe(before);
  });
});
