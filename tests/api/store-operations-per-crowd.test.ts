import { describe, expect, it } from '@jest/globals';
import { config } from '../../api/src/config';
import { alerts, type AlertDoc } from '../../api/src/store/alerts';
import { connect } from '../../api/src/store/connect';
import { useStore } from '../../api/src/store/db';
import { NOTIFICATIONS_KEPT, notifications, type NotificationDoc } from '../../api/src/store/notifications';
import { subscriptions, type SubscriptionDoc } from '../../api/src/store/subscriptions';
import { users } from '../../api/src/store/users';
import { pushSubscriptions } from '@agulhadas/delivery/push/push-subscriptions';
import { pushQueue } from '@agulhadas/delivery/queue/push-queue';
import { ensureUser } from '../../api/src/identity/ensure-user';
import type { Candle, Reading } from '@agulhadas/domain/reading';
import { call } from '../support/api-client';
import { assetDoc, grantLevel, insertAssets, reading } from '../support/fixtures';
import { LatencyStore, type LatencyCounts } from '../support/latency-store';
import { NOW, PETR4, buyAgulhada, createAlert, vitor } from './alerts-support';

/**
 * What ingest, userIngest and useralert send to the database must not grow with the number of users an alert
 * notifies: the same operations with 10 users notified as with 1 000 (only getMore batches of larger answers may be
 * added, which grow with the bytes read, not with round trips per user). Every user of the crowd already holds a full
 * history of notifications, so each firing also trims, and a device for web push, so each firing also queues a push message.
 */
const OWN = 'MEUS:XPTO11';
const MINUTE = 60_000;
const FROM = Math.floor(Date.now() / (15 * MINUTE)) * 15 * MINUTE - 200 * 15 * MINUTE;
const candles: Candle[] = Array.from({ length: 80 }, (_, i) => {
  const close = 50 + i * 0.4 + Math.sin(i / 3);
  return { time: FROM + i * 15 * MINUTE, open: close - 0.2, high: close + 0.5, low: close - 0.6, close };
});
const needle = (minute: number): Reading =>
  reading('D', { lastUpdate: new Date(Date.UTC(2026, 10, 21, 0, minute)).toISOString(), agulhado: 1, preco: 11.5 });

interface Crowd {
  store: LatencyStore;
  vitorKey: string;
}

/**
 * `size` subscribers, each with the same buy-agulhada alert on PETR4 (D), a full notification history and a device
 * for web push; Vitor VIP, with a device too.
 */
async function crowdOf(size: number): Promise<Crowd> {
  const store = new LatencyStore(await connect({ dataDir: null }), { roundTripMs: 0, nsPerByte: 0 });
  await useStore(store);
  await insertAssets(store, [assetDoc(PETR4, { free: true, preco: 10, readings: { D: reading('D') } })]);
  await ensureUser(store, { userId: 'vitor', email: 'vitor@x.app', name: 'vitor' }, NOW);
  await grantLevel(store, 'vitor', 'VIP');
  const template = (await createAlert(PETR4, 'D', { ...buyAgulhada, frequency: '15' }, vitor)).body.result.alerts[0]!;
  const [stored] = await alerts(store.inner).find({}).toArray();
  const [{ _id: _vitorsId, ...subscription }] = (await subscriptions(store.inner)
    .find({ userId: 'vitor' })
    .toArray()) as [SubscriptionDoc];
  const userIds = Array.from({ length: size }, (_, i) => `u${i}`);
  await alerts(store.inner).insertMany(
    userIds.map((userId): AlertDoc => ({ ...stored!, _id: `${userId}|${template.id}`, userId })),
  );
  await subscriptions(store.inner).insertMany(
    userIds.map((userId): SubscriptionDoc => ({ ...subscription, subId: `sub_${userId}`, userId, level: 'Assinante' })),
  );
  await pushSubscriptions(store.inner).insertMany(
    [...userIds, 'vitor'].map((userId) => ({
      _id: `device-${userId}`,
      userId,
      endpoint: `https://push.example.com/send/${userId}`,
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
      label: 'Chrome no Android',
      createdAt: new Date(0).toISOString(),
    })),
  );
  await notifications(store.inner).insertMany(
    userIds.flatMap((userId) =>
      Array.from({ length: NOTIFICATIONS_KEPT }, (_, n): NotificationDoc => {
        const at = new Date(Date.UTC(2026, 10, 19, 0, n)).toISOString();
        return {
          _id: `${userId}-${n}`,
          userId,
          asset: PETR4,
          timeframe: 'D',
          timestamp: at,
          message: 'antes',
          id: template.id,
          lastNotification: at,
          assetData: {},
        };
      }),
    ),
  );
  // Vitor's own asset with its history, and his alert on it that the next candle fires.
  const vitorKey = (await users(store.inner).findOne({ _id: 'vitor' }))!.userKey;
  await userIngest(vitorKey, candles.slice(0, 79));
  const list = await call<Array<{ readings: Record<string, Reading> }>>('getAllAssets', {
    query: { exchange: 'all', userassets: 'true', precision: 'full' },
    as: vitor,
  });
  const trix = list.body[0]!.readings['15']!.trixStatus;
  expect(
    (
      await createAlert(
        OWN,
        '15',
        { rules: [{ name: 'Trix', value: trix }], message: 'Meu alerta', frequency: '15', active: true },
        vitor,
      )
    ).status,
  ).toBe(200);
  return { store, vitorKey };
}

const userIngest = (key: string, sent: Candle[]) =>
  call<{ alertsFired: number }>('userIngest', {
    method: 'POST',
    body: { items: [{ asset: OWN, timeframe: '15', nome: 'Meu fundo XPTO', assetType: 'fund', candles: sent }] },
    headers: { 'x-user-key': key },
  });

/** The operations one call sends, its getMores apart. */
async function countsOf(store: LatencyStore, request: () => Promise<{ status: number }>): Promise<LatencyCounts> {
  store.resetCounts();
  expect((await request()).status).toBe(200);
  return store.counts();
}

interface Costs {
  ingest: LatencyCounts;
  userIngest: LatencyCounts;
  useralert: LatencyCounts;
  fired: number;
  notified: number;
}

async function costsWith(size: number): Promise<Costs> {
  const { store, vitorKey } = await crowdOf(size);
  let fired = 0;
  const ingest = await countsOf(store, async () => {
    const answer = await call<{ alertsFired: number }>('ingest', {
      method: 'POST',
      body: { items: [{ asset: PETR4, timeframe: 'D', reading: needle(0) }] },
      headers: { 'x-robot-key': config().robotKey },
    });
    fired += answer.body.alertsFired;
    return answer;
  });
  const own = await countsOf(store, async () => {
    const answer = await userIngest(vitorKey, candles.slice(79));
    fired += answer.body.alertsFired;
    return answer;
  });
  const useralert = await countsOf(store, () => call('useralert', { query: { u: vitorKey, code: PETR4 } }));
  const notified = (await notifications(store.inner).distinct('userId', { message: { $ne: 'antes' } })).length;
  // Each notification queued one push message for its user's device.
  expect(await pushQueue(store.inner).countDocuments({})).toBe(
    await notifications(store.inner).countDocuments({ message: { $ne: 'antes' } }),
  );
  // Every user kept their last 100: the oldest went, the new one stays.
  expect(await notifications(store.inner).countDocuments({ userId: 'u0' })).toBe(NOTIFICATIONS_KEPT);
  expect(await notifications(store.inner).findOne({ _id: 'u0-0' })).toBeNull();
  expect(await notifications(store.inner).findOne({ _id: 'u0-1' })).not.toBeNull();
  expect(await notifications(store.inner).countDocuments({ userId: 'u0', message: { $ne: 'antes' } })).toBe(1);
  await store.close();
  return { ingest, userIngest: own, useralert, fired, notified };
}

const commands = ({ byMethod, roundTrips, getMores }: LatencyCounts) => ({
  byMethod,
  roundTripsBesidesGetMores: roundTrips - getMores,
});

describe('store operations per request, 10 against 1 000 users notified', () => {
  it('ingest, userIngest and useralert send the same operations whatever the crowd', async () => {
    const few = await costsWith(10);
    const many = await costsWith(1_000);
    // The crowd's alerts fired (with Vitor's on PETR4 and on his own asset): the rounds really notified them all.
    expect([few.fired, many.fired]).toEqual([10 + 2, 1_000 + 2]);
    expect([few.notified, many.notified]).toEqual([10 + 1, 1_000 + 1]);
    for (const route of ['ingest', 'userIngest', 'useralert'] as const) {
      expect({ route, ...commands(many[route]) }).toEqual({ route, ...commands(few[route]) });
    }
    // A read per user would show here first: a few dozen operations, not thousands.
    expect(many.ingest.operations).toBeLessThan(60);
  }, 120_000);
});
