import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { pushSubscriptions } from '@agulhadas/delivery/push/push-subscriptions';
import { pushQueue } from '@agulhadas/delivery/queue/push-queue';
import type { Reading } from '@agulhadas/domain/reading';
import { publishNotifications } from '../../../api/src/alerts/publish-notifications';
import { config, overrideConfig } from '../../../api/src/config';
import { notifications } from '../../../api/src/store/notifications';
import type { Store } from '../../../api/src/store/types';
import { users } from '../../../api/src/store/users';
import { localPushMessages } from '../../../local/src/stand-ins/push/local-push-store';
import { call } from '../../support/api-client';
import { drainQueues } from '../../support/drain-queues';
import { reading } from '../../support/fixtures';
import { ana, arrangeAlertsWorld, buyAgulhada, createAlert, PETR4, vitor } from '../alerts-support';
import { decryptedAt, startLocalPushService, subscribedBrowser } from './push-support';

const needle = (minute: number): Reading =>
  reading('D', { lastUpdate: new Date(Date.UTC(2026, 10, 21, 0, minute)).toISOString(), agulhado: 1, preco: 11.5 });
const ingest = (minute: number) =>
  call<{ alertsFired: number }>('ingest', {
    method: 'POST',
    body: { items: [{ asset: PETR4, timeframe: 'D', reading: needle(minute) }] },
    headers: { 'x-robot-key': config().robotKey },
  });

let service: Awaited<ReturnType<typeof startLocalPushService>>;
beforeAll(async () => {
  service = await startLocalPushService();
});
afterAll(() => service.close());

describe('alerts delivered as web push through the notifier', () => {
  let store: Store;
  beforeEach(async () => {
    store = await arrangeAlertsWorld();
  });

  it('an alert fired by the robot reaches each of the user’s devices encrypted, and each decrypts to the notification', async () => {
    const phone = await subscribedBrowser(store, service.origin, ana, 'Chrome no Android');
    const laptop = await subscribedBrowser(store, service.origin, ana, 'Chrome no Linux');
    await createAlert(PETR4, 'D', buyAgulhada);
    expect((await ingest(0)).body.alertsFired).toBe(1);
    const [notification] = await notifications(store).find({ userId: 'ana' }).toArray();
    // The request only queued: one message per device, nothing sent yet.
    expect(await pushQueue(store).countDocuments({ notificationId: notification!._id, status: 'pending' })).toBe(2);
    expect(await localPushMessages(store).countDocuments({})).toBe(0);

    expect((await drainQueues(store)).push).toMatchObject({ sent: 2, failed: 0 });
    const shown = {
      title: 'PETR4 (D)',
      body: 'Agulhada! — preço 11,50 — candle de 21/11/2026',
      url: '/grafico/BMFBOVESPA/PETR4/D',
    };
    expect(notification!.message).toBe(`${shown.title}: ${shown.body}`);
    expect(await decryptedAt(store, phone.deviceId, phone.keys)).toEqual([shown]);
    expect(await decryptedAt(store, laptop.deviceId, laptop.keys)).toEqual([shown]);
    const [stored] = await localPushMessages(store).find({ deviceId: phone.deviceId }).toArray();
    expect(Buffer.from(stored!.body, 'base64').toString('latin1')).not.toContain('PETR4');
    expect(await pushQueue(store).countDocuments({ status: 'sent', settledAt: { $exists: true } })).toBe(2);
  });

  it('a VIP’s webhook call reaches the VIP’s device the same way', async () => {
    const browser = await subscribedBrowser(store, service.origin, vitor);
    const userKey = (await users(store).findOne({ _id: 'vitor' }))!.userKey;
    const hook = await call('useralert', {
      method: 'POST',
      query: { u: userKey },
      rawBody: JSON.stringify({ message: 'Rompeu a máxima', timeframe: '60', price: 38.42, code: PETR4 }),
    });
    expect(hook.status).toBe(200);
    await drainQueues(store);
    expect(await decryptedAt(store, browser.deviceId, browser.keys)).toEqual([
      { title: 'PETR4 (H)', body: 'Rompeu a máxima — preço 38,42', url: '/grafico/BMFBOVESPA/PETR4/60' },
    ]);
  });

  it('queues once per notification and device, only for plans with alerts, and nothing with push in FEATURES_OFF', async () => {
    await subscribedBrowser(store, service.origin, ana);
    // Bruno's plan (Basico) has no alerts: a device he registered while subscribed receives nothing.
    await pushSubscriptions(store).insertOne({
      ...(await pushSubscriptions(store).findOne({ userId: 'ana' }))!,
      _id: 'bruno-phone',
      userId: 'bruno',
      endpoint: 'https://push.example.com/b',
    });
    const fired = (id: string, userId: string) => ({
      _id: id,
      userId,
      asset: PETR4,
      timeframe: 'D',
      timestamp: new Date().toISOString(),
      message: 'PETR4 (D): Agulhada! — preço 11,50',
      id: 'a1',
      lastNotification: '',
      assetData: {},
    });
    const roles = new Map([
      ['ana', ['Assinante']],
      ['bruno', ['Basico']],
    ]);
    await publishNotifications(store, [fired('n1', 'ana'), fired('n2', 'bruno')], roles, new Date());
    await publishNotifications(store, [fired('n1', 'ana'), fired('n2', 'bruno')], roles, new Date());
    expect((await pushQueue(store).find({}).toArray()).map((message) => message.notificationId)).toEqual(['n1']);

    overrideConfig({ featuresOff: new Set(['push']) });
    try {
      await publishNotifications(store, [fired('n3', 'ana')], roles, new Date());
    } finally {
      overrideConfig({ featuresOff: new Set() });
    }
    expect(await notifications(store).findOne({ _id: 'n3' })).not.toBeNull();
    expect(await pushQueue(store).countDocuments({ notificationId: 'n3' })).toBe(0);
  });

  it('a device removed on /dispositivos before the notifier ran receives nothing, and its messages go', async () => {
    const browser = await subscribedBrowser(store, service.origin, ana);
    await createAlert(PETR4, 'D', buyAgulhada);
    await ingest(0);
    expect(
      (await call('pushSubscriptions', { method: 'DELETE', body: { id: browser.subscription._id }, as: ana })).status,
    ).toBe(200);
    expect((await drainQueues(store)).push).toMatchObject({ sent: 0, failed: 0 });
    expect(await localPushMessages(store).countDocuments({})).toBe(0);
    expect(await pushQueue(store).countDocuments({})).toBe(0);
  });
});
