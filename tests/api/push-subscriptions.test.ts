import { beforeEach, describe, expect, it } from '@jest/globals';
import type { PushDevice, PushDevicesAnswer } from '@agulhadas/domain/push/push-device';
import { config, overrideConfig } from '../../api/src/config';
import { PUSH_DENIED, PUSH_ENDPOINT_REFUSED, PUSH_OFF } from '../../api/src/functions/push-subscriptions';
import { pushSubscriptions } from '@agulhadas/delivery/push/push-subscriptions';
import type { Store } from '../../api/src/store/types';
import { LOCAL_PUSH_SUBSCRIBE_PATH } from '../../local/src/stand-ins/push/local-push-path';
import { call } from '../support/api-client';
import { ana, arrangeAlertsWorld, bruno, rita, vitor } from './alerts-support';

/** A browser's subscription as PushSubscription.toJSON() gives it: a 65-byte point and a 16-byte secret. */
const subscription = (endpoint: string, label = 'Chrome no Linux') => ({
  endpoint,
  keys: { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') },
  label,
});
const PHONE = 'https://fcm.googleapis.com/fcm/send/phone-1';
const LAPTOP = 'https://updates.push.services.mozilla.com/wpush/v2/laptop-1';

const list = (as = ana) => call<PushDevicesAnswer & { error?: string }>('pushSubscriptions', { as });
const add = (body: unknown, as = ana) => call<{ device: PushDevice; devices: PushDevice[]; error?: string }>('pushSubscriptions', { method: 'POST', body, as });
const remove = (id: string, as = ana) => call<{ devices: PushDevice[]; error?: string }>('pushSubscriptions', { method: 'DELETE', body: { id }, as });

let store: Store;
beforeEach(async () => {
  store = await arrangeAlertsWorld();
});

describe('/api/pushSubscriptions', () => {
  it('serves the VAPID public key and, in local mode, where to get a stand-in subscription', async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ publicKey: config().vapidPublicKey, devices: [], standInSubscribePath: LOCAL_PUSH_SUBSCRIBE_PATH });
  });

  it('keeps one device per endpoint, several per user, and removes each on its own', async () => {
    const phone = await add(subscription(PHONE, 'Chrome no Android'));
    expect(phone.status).toBe(200);
    const laptop = await add(subscription(LAPTOP, 'Firefox no Linux'));
    expect(laptop.body.devices.map((device) => device.label)).toEqual(['Chrome no Android', 'Firefox no Linux']);
    // The same browser subscribing again updates its device instead of adding one.
    const again = await add({
      ...subscription(PHONE, 'Chrome no Android'),
      keys: { p256dh: Buffer.alloc(65, 9).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') },
    });
    expect(again.body.device.id).toBe(phone.body.device.id);
    expect(await pushSubscriptions(store).countDocuments({})).toBe(2);
    expect((await pushSubscriptions(store).findOne({ endpoint: PHONE }))?.keys.auth).toBe(Buffer.alloc(16, 1).toString('base64url'));

    const removed = await remove(phone.body.device.id);
    expect(removed.body.devices.map((device) => device.id)).toEqual([laptop.body.device.id]);
    expect((await list()).body.devices).toHaveLength(1);
  });

  it("moves a browser's device to the user now signed in on it, and never lists or removes another user's", async () => {
    const anaDevice = await add(subscription(PHONE));
    expect((await add(subscription(PHONE), vitor)).body.device.id).toBe(anaDevice.body.device.id);
    expect((await list()).body.devices).toEqual([]);
    expect((await remove(anaDevice.body.device.id)).status).toBe(404);
    expect((await list(vitor)).body.devices).toHaveLength(1);
  });

  it('is for plans with alerts only, while removing a device needs no plan', async () => {
    for (const who of [bruno, rita]) {
      const refused = await list(who);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe(PUSH_DENIED);
      expect((await add(subscription(LAPTOP), who)).status).toBe(403);
    }
    expect((await call('pushSubscriptions')).status).toBe(401);
    await pushSubscriptions(store).insertOne({
      _id: 'old',
      userId: 'bruno',
      endpoint: PHONE,
      keys: subscription(PHONE).keys,
      label: 'x',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect((await remove('old', bruno)).status).toBe(200);
  });

  it('refuses malformed subscriptions and, outside local mode, a push service not reached over https', async () => {
    const bad = [
      { ...subscription(PHONE), endpoint: 'not a url' },
      { ...subscription(PHONE), keys: { p256dh: 'short', auth: Buffer.alloc(16).toString('base64url') } },
      { ...subscription(PHONE), $where: 'x' },
      { endpoint: PHONE },
    ];
    for (const body of bad) expect((await add(body)).status).toBe(400);
    // Local mode takes the local push stand-in's http address...
    expect((await add(subscription('http://localhost:4280/local-push/send/abc'))).status).toBe(200);
    // ...a deployment does not.
    overrideConfig({ localMode: false });
    try {
      const refused = await add(subscription('http://push.example.com/send/abc'));
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe(PUSH_ENDPOINT_REFUSED);
    } finally {
      overrideConfig({ localMode: true });
    }
  });

  it('answers 503 when push is switched off with FEATURES_OFF', async () => {
    overrideConfig({ featuresOff: new Set(['push']) });
    try {
      const answer = await list();
      expect(answer.status).toBe(503);
      expect(answer.body.error).toBe(PUSH_OFF);
      expect((await add(subscription(PHONE))).status).toBe(503);
    } finally {
      overrideConfig({ featuresOff: new Set() });
    }
  });
});
