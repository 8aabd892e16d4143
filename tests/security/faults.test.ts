import { botCodeFor } from '../support/telegram-code';
import { drainQueues } from '../support/drain-queues';
import { config } from '../../api/src/config';
import { findFunction } from '../../api/src/http/registry';
import type { Principal } from '../../api/src/http/principal';
import { assetDoc, insertAssets, reading } from '../support/fixtures';
import { QUARTER, seriesWithSignal } from '../support/signal-series';
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

  it.each(methodsUnderTest().map((m) => [label(m), m] as const))(
    '%s answers 503 JSON with Retry-After whenever it needs the store, and writes nothing',
    async (_name, m) => {
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
    },
  );
});

describe('failing half-way through a multi-write request', () => {
  family('confirmPayment')('confirmPayment: a failure after activation is repaired by the admin retrying', async () => {
    const store = await recordingStore();
    const who = principalFor('halfway');
    await grantLevel(store, 'someone_else', 'VIP');
    const address = { nome: 'Ana', endereco: 'Rua B, 2', telefone: '(11) 91234-5678' };
    const subId = (
      (
        await request('createPaidService', {
          method: 'POST',
          as: who,
          body: { metadata: { price: 1, plan: 'vip_m', period: 'M' }, invoiceAddress: address },
        })
      ).body as { subId: string }
    ).subId;
    expect(
      (
        await request('createInvoice', {
          method: 'POST',
          as: who,
          body: { assinatura: subId, invoiceAddress: address, payWith: 'pix' },
        })
      ).status,
    ).toBe(200);
    const confirm = () =>
      request('confirmPayment', { method: 'POST', headers: { 'x-admin-key': config().adminKey }, body: { subId } });
    store.failWriteAt(2); // 1: the subscription is activated; 2: its invoices are marked paid
    expectJsonError(await confirm(), 503, 'confirmPayment with the invoice write failing');
    expect((await confirm()).status).toBe(200);
    const invoices = await store.inner
      .collection<{ _id: string; status: string }>('invoices')
      .find({ subId })
      .toArray();
    expect(invoices.map((invoice) => invoice.status)).toEqual(['paid']);
  });

  family('ingest')(
    'ingest: a batch interrupted at any write and replayed ends as one that never failed: readings, totals, alerts and Telegram',
    async () => {
      const capturedAt = new Date(Math.floor(Date.now() / QUARTER) * QUARTER).toISOString();
      const assetsUnderTest = ['BMFBOVESPA:AAA3', 'BMFBOVESPA:BBB3', 'NASDAQ:CCC'];
      // A series whose candle that just closed shows a needle and whose next candle, forming, does not: a close-only
      // alert on it fires from the closed candle's reading, which a resumed round takes from its journal.
      const closing = 'BINANCE:DDDUSDT';
      const needle = seriesWithSignal(
        80,
        [1],
        (one) => one.agulhado === 1,
        Math.floor(Date.now() / QUARTER) * QUARTER - 79 * QUARTER,
      );
      const batch = {
        capturedAt,
        items: [
          ...assetsUnderTest.flatMap((asset, i) => [
            {
              asset,
              timeframe: 'D',
              reading: reading('D', { lastUpdate: capturedAt, agulhado: i % 2 ? -1 : 1, preco: 10 + i }),
            },
            { asset, timeframe: '60', reading: reading('60', { lastUpdate: capturedAt, agulhado: 1, preco: 10 + i }) },
          ]),
          { asset: closing, timeframe: '15', candles: needle.candles },
        ],
      };
      const ingest = () =>
        request('ingest', { method: 'POST', headers: { 'x-robot-key': config().robotKey }, body: batch });
      const trader = principalFor('halfway_trader');
      const outcome = async (store: RecordingStore) => {
        const docs = await store.inner
          .collection<{ _id: string; readings: unknown; preco: unknown }>('assets')
          .find({}, { sort: { _id: 1 } })
          .toArray();
        const notes = await store.inner
          .collection<{ _id: string; asset: string; timeframe: string; message: string }>('notifications')
          .find({}, { sort: { asset: 1, timeframe: 1 } })
          .toArray();
        const sent = await store.inner
          .collection<{ _id: string; text: string }>('telegram_outbox')
          .find({}, { sort: { text: 1 } })
          .toArray();
        return {
          readings: docs.map(({ _id, readings, preco }) => ({ _id, readings, preco })),
          totals: (await request('getTotalAgulhadas', {})).body,
          notifications: notes.map(({ asset, timeframe, message }) => ({ asset, timeframe, message })),
          // Delivery to Telegram is at-least-once: a failure right after a send retries it.
          telegram: [...new Set(sent.map(({ text }) => text))],
          journals: await store.inner.collection('ingest_rounds').countDocuments({}),
        };
      };
      const arrange = async () => {
        const store = await recordingStore();
        await insertAssets(store, [
          ...assetsUnderTest.map((asset) => assetDoc(asset, { free: true })),
          assetDoc(closing, { assetType: 'crypto', marketHours: 'ALWAYS', free: true }),
        ]);
        await grantLevel(store, trader.userId, 'VIP');
        expect((await request('getUserInfo', { as: trader })).status).toBe(200);
        expect(
          (
            await request('saveTelegram', {
              method: 'POST',
              as: trader,
              body: { id: await botCodeFor(store, '777'), active: true },
            })
          ).status,
        ).toBe(200);
        // The bot's confirmation of that link, queued: the outcome compares the alerts' messages.
        await store.inner.collection('telegram_queue').deleteMany({});
        for (const asset of assetsUnderTest) {
          const alertConfig = {
            rules: [{ name: 'agulhada', value: 1 }],
            message: 'Agulhada!',
            frequency: 'tf',
            active: true,
          };
          expect(
            (await request('userAlerts', { method: 'POST', as: trader, body: { asset, timeframe: '60', alertConfig } }))
              .status,
          ).toBe(200);
        }
        const atClose = {
          rules: [{ name: 'agulhada', value: 1 }],
          message: 'Agulhada no fechamento',
          frequency: 'tf',
          closeOnly: true,
          active: true,
        };
        expect(
          (
            await request('userAlerts', {
              method: 'POST',
              as: trader,
              body: { asset: closing, timeframe: '15', alertConfig: atClose },
            })
          ).status,
        ).toBe(200);
        return store;
      };

      const clean = await arrange();
      clean.writes = 0;
      expect((await ingest()).status).toBe(200);
      // The request's own writes: the notifier's, below, are not the request's to fail.
      const writes = clean.writes;
      await drainQueues(clean);
      const expected = await outcome(clean);
      expect(expected.notifications).toHaveLength(4);
      expect(expected.notifications).toContainEqual({
        asset: closing,
        timeframe: '15',
        message: expect.stringContaining('Agulhada no fechamento'),
      });
      expect(expected.telegram).toHaveLength(4);
      expect(expected.journals).toBe(0);
      expect(writes).toBeGreaterThan(0);

      for (let n = 1; n <= writes; n += 1) {
        const store = await arrange();
        store.failWriteAt(n);
        const first = await ingest();
        // A failed Telegram delivery is not the request's failure: the message stays queued for the next drain.
        if (first.status !== 200) expectJsonError(first, 503, `ingest failing at write ${n}`);
        expect((await ingest()).status).toBe(200);
        // Past the lease of a message whose send was cut short, well before the alerts' next close.
        await drainQueues(store, new Date(Date.now() + 5 * 60_000));
        expect(await outcome(store)).toEqual(expected);
      }
    },
  );
});
