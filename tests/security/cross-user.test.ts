import { miniPageHeaders, signedInitData } from '../support/telegram-init-data';
import { botCodeFor } from '../support/telegram-code';
import { findFunction } from '../../api/src/http/registry';
import { notifications } from '../../api/src/store/notifications';
import { userAssets } from '../../api/src/store/user-assets';
import { principalFor } from '../support/api-client';
import { assetDoc, grantLevel, reading } from '../support/fixtures';
import { KNOWN_ASSET } from './support/function-table';
import { recordingStore, snapshotDiff, type RecordingStore, type Snapshot } from './support/recording-store';
import { request, seedKnownAsset } from './support/requests';

/**
 * User B (with every right a plan gives) aims at user A's ids: comments, alerts, subscriptions, invoices,
 * favourite lists, notifications, own assets, Telegram page, user info. Each family is checked when its
 * function is registered; at the end A's documents are exactly as before.
 */
const alice = principalFor('alice', 'alice@test.agulhadas.app');
const bob = principalFor('bob', 'bob@test.agulhadas.app');
const present = (route: string) => Boolean(findFunction(route));
const family = (route: string) => (present(route) ? it : it.skip);

const OWNED = (doc: unknown): boolean => {
  const { _id, userId } = doc as { _id?: unknown; userId?: unknown };
  return userId === 'alice' || _id === 'alice' || (typeof _id === 'string' && _id.startsWith('alice|'));
};

function aliceOnly(snapshot: Snapshot): Snapshot {
  return new Map([...snapshot].map(([name, docs]) => [name, new Map([...docs].filter(([, doc]) => OWNED(doc)))]));
}

interface Ids {
  comment?: string;
  alert?: string;
  oneOff?: string;
  invoice?: string;
  notification: string;
}

let store: RecordingStore;
let aliceBefore: Snapshot;
const ids: Ids = { notification: 'n-alice-1' };
const address = { nome: 'Alice', endereco: 'Rua A, 1', telefone: '(11) 91234-5678' };

beforeAll(async () => {
  store = await recordingStore();
  await seedKnownAsset(store);
  // Alice's one-off plan is bought before her card subscription: a one-off at or below a card level is refused.
  if (present('createPaidService')) {
    const res = await request('createPaidService', {
      method: 'POST',
      as: alice,
      body: { metadata: { price: 1, plan: 'assinante_3', period: '3M' }, invoiceAddress: address },
    });
    ids.oneOff = (res.body as { subId?: string }).subId;
  }
  if (present('createInvoice') && ids.oneOff) {
    await request('createInvoice', {
      method: 'POST',
      as: alice,
      body: { assinatura: ids.oneOff, invoiceAddress: address, payWith: 'pix' },
    });
    ids.invoice = String((await store.inner.collection('invoices').findOne({ userId: 'alice' }))?._id ?? '');
  }
  for (const who of [alice, bob]) {
    await grantLevel(store, who.userId, 'VIP');
    expect((await request('getUserInfo', { as: who })).status).toBe(200);
  }
  if (present('getComments')) {
    const res = await request('getComments', {
      method: 'POST',
      as: alice,
      body: { asset: KNOWN_ASSET, comment: 'nota da Alice' },
    });
    ids.comment = (res.body as { comments: Array<{ id: string }> }).comments[0]!.id;
  }
  if (present('userAlerts')) {
    const res = await request('userAlerts', {
      method: 'POST',
      as: alice,
      body: { asset: KNOWN_ASSET, timeframe: 'D', alertConfig: { rules: [{ name: 'agulhada', value: 1 }] } },
    });
    ids.alert = (res.body as { result: { _id: string } }).result._id;
  }
  if (present('syncFavorites'))
    await request('syncFavorites', {
      method: 'POST',
      as: alice,
      body: { listId: 1, listName: 'Da Alice', favorites: [KNOWN_ASSET] },
    });
  if (present('saveTelegram'))
    await request('saveTelegram', {
      method: 'POST',
      as: alice,
      body: { id: await botCodeFor(store.inner, '5551234'), active: true },
    });
  await notifications(store).insertOne({
    _id: ids.notification,
    userId: 'alice',
    asset: KNOWN_ASSET,
    timeframe: 'D',
    timestamp: new Date().toISOString(),
    message: 'm',
    id: 'x',
    lastNotification: '',
    assetData: { D: reading('D') },
  });
  await userAssets(store).insertOne({ ...assetDoc('MINE:ALICE1'), _id: 'alice|MINE:ALICE1', userId: 'alice' });
  aliceBefore = aliceOnly(await store.snapshot());
}, 60_000);

afterAll(async () => {
  // Whatever B tried, A's documents are exactly as they were.
  expect(snapshotDiff(aliceBefore, aliceOnly(await store.snapshot()))).toBe('');
});

family('getComments')("comments: B cannot delete A's note (404)", async () => {
  expect(ids.comment).toBeDefined();
  const res = await request('getComments', { method: 'DELETE', as: bob, body: { id: ids.comment } });
  expect(res.status).toBe(404);
});

family('userAlerts')("alerts: B cannot edit or delete A's alert, alone or in bulk", async () => {
  expect(ids.alert).toBeDefined();
  const key = { asset: KNOWN_ASSET, timeframe: 'D' };
  expect(
    (
      await request('userAlerts', {
        method: 'PUT',
        as: bob,
        body: { ...key, alertConfig: { id: ids.alert, rules: [{ name: 'agulhada', value: -1 }], active: false } },
      })
    ).status,
  ).toBe(404);
  expect((await request('userAlerts', { method: 'DELETE', as: bob, body: { ...key, id: ids.alert } })).status).toBe(
    404,
  );
  if (!present('multipleAlerts')) return;
  const bulkEdit = await request('multipleAlerts', {
    method: 'POST',
    as: bob,
    body: {
      alertUpdates: [
        { ...key, id: ids.alert, alertConfig: { rules: [{ name: 'agulhada', value: 1 }], active: false } },
      ],
    },
  });
  expect((bulkEdit.body as { result: { modifiedCount: number } }).result.modifiedCount).toBe(0);
  const bulkDelete = await request('multipleAlerts', {
    method: 'DELETE',
    as: bob,
    body: { alerts: [{ ...key, id: ids.alert }] },
  });
  expect((bulkDelete.body as { result: { deletedCount: number } }).result.deletedCount).toBe(0);
});

family('getStripeCustomerPortalUrl')("subscriptions: B gets no portal for A's card subscription (404)", async () => {
  const res = await request('getStripeCustomerPortalUrl', {
    method: 'POST',
    as: bob,
    body: { subId: 'sub_alice_VIP_active' },
  });
  expect(res.status).toBe(404);
});

family('createInvoice')("invoices: B cannot invoice A's one-off subscription (404)", async () => {
  expect(ids.oneOff).toBeDefined();
  expect(ids.invoice).toMatch(/^inv_/);
  const res = await request('createInvoice', {
    method: 'POST',
    as: bob,
    body: { assinatura: ids.oneOff, invoiceAddress: { ...address, nome: 'Bob' }, payWith: 'cripto' },
  });
  expect(res.status).toBe(404);
});

family('syncFavorites')("favourite lists: B saving list id 1 writes B's own list, never A's", async () => {
  const res = await request('syncFavorites', {
    method: 'POST',
    as: bob,
    body: { listId: 1, listName: 'Do Bob', favorites: [] },
  });
  expect(res.status).toBe(200);
  const bobs = await store.inner.collection<{ _id: string; favorites: unknown[] }>('users').findOne({ _id: 'bob' });
  expect(bobs?.favorites).toEqual([{ id: 1, name: 'Do Bob', assets: [] }]);
});

family('userNotifications')("notifications: B neither sees nor deletes A's", async () => {
  const list = await request('userNotifications', { as: bob });
  expect(list.text).not.toContain(ids.notification);
  expect(
    (await request('userNotifications', { method: 'DELETE', as: bob, body: { id: ids.notification } })).status,
  ).toBe(404);
  expect((await request('userNotifications', { method: 'DELETE', as: bob, body: { id: 'alll' } })).status).toBe(200);
});

family('userAssets')("own assets: B cannot delete A's, nor list them", async () => {
  const res = await request('userAssets', { method: 'DELETE', as: bob, body: { asset: 'MINE:ALICE1' } });
  expect((res.body as { result: { deleted: number } }).result.deleted).toBe(0);
  const listed = await request('getAllAssets', { as: bob, query: { exchange: 'all', userassets: '1' } });
  expect(listed.text).not.toContain('ALICE1');
});

family('getTelegramNotification')("Telegram page: A's user id opened from another chat is refused (403)", async () => {
  const res = await request('getTelegramNotification', {
    query: { asset: KNOWN_ASSET, u: 'alice', nid: ids.notification },
    headers: miniPageHeaders(signedInitData('5559999')),
  });
  expect(res.status).toBe(403);
  expect(res.text).not.toContain('nota');
});

family('getUserInfo')("user info: B's answer carries none of A's ids, e-mail or key", async () => {
  const res = await request('getUserInfo', { as: bob });
  const aliceDoc = await store.inner.collection<{ _id: string; userKey: string }>('users').findOne({ _id: 'alice' });
  for (const secret of [
    ids.comment,
    ids.alert,
    ids.oneOff,
    ids.invoice,
    ids.notification,
    'alice@test.agulhadas.app',
    aliceDoc?.userKey,
    'sub_alice',
  ]) {
    if (secret) expect(res.text).not.toContain(secret);
  }
});
