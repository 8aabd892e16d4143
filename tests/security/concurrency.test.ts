import { findFunction } from '../../api/src/http/registry';
import { config } from '../../api/src/config';
import { grantLevel } from '../support/fixtures';
import { principalFor } from '../support/api-client';
import { KNOWN_ASSET } from './support/function-table';
import { recordingStore, type RecordingStore } from './support/recording-store';
import { request, seedKnownAsset } from './support/requests';

/**
 * Many concurrent requests of one user (Promise.all): no update is lost, nothing is granted twice.
 * Covered elsewhere, not repeated here: concurrent promo accepts grant once (tests/api/commerce-promo.test.ts
 * 'grants once under concurrent accepts'); concurrent deliveries of one Stripe event apply once, replays,
 * bad signatures, stale timestamps and out-of-order events (tests/api/commerce-webhook.test.ts); concurrent
 * saves never pass five lists nor duplicate an id (tests/api/favorites-sync.test.ts).
 */
const family = (route: string) => (findFunction(route) ? it : it.skip);
const N = 40;

let store: RecordingStore;
let counter = 0;
/** A signed-in user with no plan: one-off plans are refused to a card subscriber at or above their level. */
async function registeredUser(): Promise<ReturnType<typeof principalFor>> {
  counter += 1;
  const who = principalFor(`conc_${counter}`);
  expect((await request('getUserInfo', { as: who })).status).toBe(200);
  return who;
}
async function payingUser(): Promise<ReturnType<typeof principalFor>> {
  const who = await registeredUser();
  await grantLevel(store, who.userId, 'VIP');
  return who;
}
const userDoc = (id: string) =>
  store.inner
    .collection<{
      _id: string;
      favorites: Array<{ id: number; name: string; assets: string[] }>;
      comments: Array<{ comment: string }>;
    }>('users')
    .findOne({ _id: id });

beforeEach(async () => {
  store = await recordingStore();
  await seedKnownAsset(store);
});

family('syncFavorites')('favourites: five lists saved at once are all kept', async () => {
  const who = await payingUser();
  const results = await Promise.all(
    [1, 2, 3, 4, 5].map((listId) =>
      request('syncFavorites', {
        method: 'POST',
        as: who,
        body: { listId, listName: `Lista ${listId}`, favorites: [`BMFBOVESPA:A${listId}`] },
      }),
    ),
  );
  expect(results.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
  const lists = (await userDoc(who.userId))!.favorites;
  expect(lists.map((list) => list.id).sort()).toEqual([1, 2, 3, 4, 5]);
  for (const list of lists) expect(list.assets).toEqual([`BMFBOVESPA:A${list.id}`]);
});

family('syncFavorites')(
  'favourites: concurrent rewrites of one list leave one list holding one of the writes',
  async () => {
    const who = await payingUser();
    const sent = Array.from({ length: N }, (_, i) => [`BMFBOVESPA:X${i}`]);
    await Promise.all(
      sent.map((favorites) =>
        request('syncFavorites', { method: 'POST', as: who, body: { listId: 7, listName: 'Mesma', favorites } }),
      ),
    );
    const lists = (await userDoc(who.userId))!.favorites;
    expect(lists).toHaveLength(1);
    expect(sent).toContainEqual(lists[0]!.assets);
  },
);

family('getComments')(`comments: ${N} notes added at once are all kept`, async () => {
  const who = await payingUser();
  const results = await Promise.all(
    Array.from({ length: N }, (_, i) =>
      request('getComments', { method: 'POST', as: who, body: { asset: KNOWN_ASSET, comment: `nota ${i}` } }),
    ),
  );
  expect(results.every((res) => res.status === 200)).toBe(true);
  const comments = (await userDoc(who.userId))!.comments.map((item) => item.comment).sort();
  expect(comments).toEqual(Array.from({ length: N }, (_, i) => `nota ${i}`).sort());
});

family('userAlerts')(`alerts: ${N} created at once, then ${N} edited at once, lose nothing`, async () => {
  const who = await payingUser();
  const created = await Promise.all(
    Array.from({ length: N }, (_, i) =>
      request('userAlerts', {
        method: 'POST',
        as: who,
        body: {
          asset: KNOWN_ASSET,
          timeframe: 'D',
          alertConfig: { rules: [{ name: 'agulhada', value: 1 }], message: `a${i}` },
        },
      }),
    ),
  );
  expect(created.every((res) => res.status === 200)).toBe(true);
  const ids = created.map((res) => (res.body as { result: { _id: string } }).result._id);
  expect(new Set(ids).size).toBe(N);
  const alerts = () =>
    store.inner
      .collection<{ _id: string; id: string; message: string; userId: string }>('alerts')
      .find({ userId: who.userId })
      .toArray();
  expect(await alerts()).toHaveLength(N);
  const edited = await Promise.all(
    ids.map((id, i) =>
      request('userAlerts', {
        method: 'PUT',
        as: who,
        body: {
          asset: KNOWN_ASSET,
          timeframe: 'D',
          alertConfig: { id, rules: [{ name: 'agulhada', value: -1 }], message: `edit ${i}` },
        },
      }),
    ),
  );
  expect(edited.every((res) => res.status === 200)).toBe(true);
  const byId = new Map((await alerts()).map((alert) => [alert.id, alert.message]));
  ids.forEach((id, i) => expect(byId.get(id)).toBe(`edit ${i}`));
});

family('confirmPayment')(
  'one-off payment: concurrent admin confirmations activate once and mark the invoice paid',
  async () => {
    const who = await registeredUser();
    const address = { nome: 'Ana', endereco: 'Rua B, 2', telefone: '(11) 91234-5678' };
    const bought = await request('createPaidService', {
      method: 'POST',
      as: who,
      body: { metadata: { price: 1, plan: 'assinante_3', period: '3M' }, invoiceAddress: address },
    });
    const subId = (bought.body as { subId: string }).subId;
    expect(
      (
        await request('createInvoice', {
          method: 'POST',
          as: who,
          body: { assinatura: subId, invoiceAddress: address, payWith: 'pix' },
        })
      ).status,
    ).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        request('confirmPayment', { method: 'POST', headers: { 'x-admin-key': config().adminKey }, body: { subId } }),
      ),
    );
    expect(results.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(
      results.filter((res) => (res.body as { alreadyConfirmed: boolean }).alreadyConfirmed === false),
    ).toHaveLength(1);
    const sub = await store.inner
      .collection<{ _id: string; subId: string; status: string; paidAt?: string }>('subscriptions')
      .findOne({ subId });
    expect(sub).toMatchObject({ status: 'active' });
    const invoices = await store.inner
      .collection<{ _id: string; status: string }>('invoices')
      .find({ subId })
      .toArray();
    expect(invoices.map((invoice) => invoice.status)).toEqual(['paid']);
  },
);

family('createPaidService')('one-off purchase: a burst of identical purchases opens one order', async () => {
  const who = await registeredUser();
  const address = { nome: 'Ana', endereco: 'Rua B, 2', telefone: '(11) 91234-5678' };
  const body = { metadata: { price: 1, plan: 'assinante_3', period: '3M' }, invoiceAddress: address };
  const results = await Promise.all(
    Array.from({ length: 8 }, () => request('createPaidService', { method: 'POST', as: who, body })),
  );
  expect(results.map((res) => res.status)).toEqual(Array(8).fill(200));
  expect(new Set(results.map((res) => (res.body as { subId: string }).subId)).size).toBe(1);
  const orders = await store.inner
    .collection<{ _id: string; subId: string }>('subscriptions')
    .find({ userId: who.userId, subId: { $regex: '^one_' } })
    .toArray();
  expect(orders).toHaveLength(1);
});
