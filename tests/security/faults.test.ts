import { config } from '../../api/src/config';
import { findFunction } from '../../api/src/http/registry';
import type { Principal } from '../../api/src/http/principal';
import { assetDoc, insertAssets, reading } from '../support/fixtures';
import { principalFor } from '../support/api-client';
import { grantLevel } from '../support/fixtures';
import { allCredentials, label, methodsUnderTest, userWithLevel } from './support/function-table';
import { recordingStore, snapshotDiff, type RecordingStore } from './support/recording-store';
import { callMethod, expectJsonError, request, seedKnownAsset, validRequest } from './support/requests';

/**
 * The database down, or failing half-way through a request. Covered elsewhere and not repeated here:
 * Telegram failing keeps the notification and retries the message (tests/api/alerts-engine.test.ts, 'keeps the
 * notification and leaves the Telegram message pending when the sender fails'); the embedded store killed with
 * SIGKILL mid-stream keeps every acknowledged write (tests/contract/embedded-crash.test.ts).
 */
const family = (route: string) => (findFunction(route) ? it : it.skip);

describe('database unavailable', () => {
  let store: RecordingStore;
  let vip: Principal;
  beforeAll(async () => {
    store = await recordingStore();
    await seedKnownAsset(store);
    vip = await userWithLevel(store, 'VIP', 'fault');
    await request('getUserInfo', { as: vip });
  });

  it.each(methodsUnderTest().map((m) => [label(m), m] as const))('%s answers 503 JSON with Retry-After whenever it needs the store, and writes nothing', async (_name, m) => {
    const before = await store.snapshot();
    const calls = store.calls;
    store.inner.setUnavailable(true);
    let result;
    try {
      result = await callMethod(m, { ...validRequest(m), as: vip, headers: allCredentials() });
    } finally {
      store.inner.setUnavailable(false);
    }
    if (store.calls > calls) {
      // It asked the database: the failure must surface as 503, never as a swallowed error or a 500.
      expectJsonError(result, 503, label(m));
      expect(result.headers.get('retry-after')).toBe('5');
      expect((result.body as { error: string }).error).toMatch(/indisponível/);
    } else {
      expect(result.status).toBeLessThan(500);
    }
    expect(snapshotDiff(before, await store.snapshot())).toBe('');
  });
});

describe('failing half-way through a multi-write request', () => {
  family('confirmPayment')('confirmPayment: a failure after activation is repaired by the admin retrying', async () => {
    const store = await recordingStore();
    const who = principalFor('halfway');
    await grantLevel(store, 'someone_else', 'VIP');
    const address = { nome: 'Ana', endereco: 'Rua B, 2', telefone: '(11) 91234-5678' };
    const subId = ((await request('createPaidService', { method: 'POST', as: who, body: { metadata: { price: 1, plan: 'vip_m', period: 'M' }, invoiceAddress: address } })).body as { subId: string }).subId;
    expect((await request('createInvoice', { method: 'POST', as: who, body: { assinatura: subId, invoiceAddress: address, payWith: 'pix' } })).status).toBe(200);
    const confirm = () => request('confirmPayment', { method: 'POST', headers: { 'x-admin-key': config().adminKey }, body: { subId } });
    store.failWriteAt(2); // 1: the subscription is activated; 2: its invoices are marked paid
    expectJsonError(await confirm(), 503, 'confirmPayment with the invoice write failing');
    expect((await confirm()).status).toBe(200);
    const invoices = await store.inner.collection<{ _id: string; status: string }>('invoices').find({ subId }).toArray();
    expect(invoices.map((invoice) => invoice.status)).toEqual(['paid']);
  });

  family('ingest')('ingest: a batch interrupted at any write and replayed stores the same readings as one that never failed', async () => {
    const capturedAt = '2026-11-20T12:00:00.000Z';
    const assetsUnderTest = ['BMFBOVESPA:AAA3', 'BMFBOVESPA:BBB3', 'NASDAQ:CCC'];
    const batch = {
      capturedAt,
      items: assetsUnderTest.flatMap((asset, i) => [
        { asset, timeframe: 'D', reading: reading('D', { lastUpdate: capturedAt, agulhado: i % 2 ? -1 : 1, preco: 10 + i }) },
        { asset, timeframe: '60', reading: reading('60', { lastUpdate: capturedAt, agulhado: 1, preco: 10 + i }) },
      ]),
    };
    const ingest = () => request('ingest', { method: 'POST', headers: { 'x-robot-key': config().robotKey }, body: batch });
    const readingsOf = async (store: RecordingStore) =>
      (await store.inner.collection<{ _id: string; readings: unknown; preco: unknown }>('assets').find({}).toArray()).map(({ _id, readings, preco }) => ({ _id, readings, preco }));
    const arrange = async () => {
      const store = await recordingStore();
      await insertAssets(store, assetsUnderTest.map((asset) => assetDoc(asset, { free: true })));
      return store;
    };

    const clean = await arrange();
    clean.writes = 0;
    expect((await ingest()).status).toBe(200);
    const expected = await readingsOf(clean);
    const writes = clean.writes;
    expect(writes).toBeGreaterThan(0);

    for (let n = 1; n <= writes; n += 1) {
      const store = await arrange();
      store.failWriteAt(n);
      expectJsonError(await ingest(), 503, `ingest failing at write ${n}`);
      expect((await ingest()).status).toBe(200);
      expect(await readingsOf(store)).toEqual(expected);
    }
  });
});
