import { beforeEach, describe, expect, it } from '@jest/globals';
import type { PushDevice, PushDevicesAnswer } from '@agulhadas/domain/push/push-device';
import { config, overrideConfig } from '../../api/src/config';
import { PUSH_DENIED, PUSH_OFF } from '../../api/src/functions/push-subscriptions';
import {
  MAX_PUSH_DEVICES_PER_USER,
  PUSH_DEVICE_OF_ANOTHER_ACCOUNT,
  PUSH_ENDPOINT_REFUSED,
  PUSH_TOO_MANY_DEVICES,
} from '../../api/src/push/register-device';
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
const add = (body: unknown, as = ana) =>
  call<{ device: PushDevice; devices: PushDevice[]; error?: string }>('pushSubscriptions', {
    method: 'POST',
    body,
    as,
  });
const remove = (id: string, as = ana) =>
  call<{ devices: PushDevice[]; error?: string }>('pushSubscriptions', { method: 'DELETE', body: { id }, as });

let store: Store;
beforeEach(async () => {
  store = await arrangeAlertsWorld();
});

describe('/api/pushSubscriptions', () => {
  it('serves the VAPID public key and, in local mode, where to get a stand-in subscription', async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      publicKey: config().vapidPublicKey,
      devices: [],
      standInSubscribePath: LOCAL_PUSH_SUBSCRIBE_PATH,
    });
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
    expect((await pushSubscriptions(store).findOne({ endpoint: PHONE }))?.keys.auth).toBe(
      Buffer.alloc(16, 1).toString('base64url'),
    );

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

  it('outside local mode, takes only https endpoints of the browsers’ push services (and the hosts the setting adds)', async () => {
    const refused = [
      'http://fcm.googleapis.com/fcm/send/a',
      'http://127.0.0.1:8080/send/a',
      'https://127.0.0.1/send/a',
      'https://localhost/send/a',
      'https://[::1]/send/a',
      'https://[::ffff:127.0.0.1]/send/a',
      'https://2130706433/send/a',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.7/send/a',
      'https://192.168.1.1/send/a',
      'https://fcm.googleapis.com.evil.example/send/a',
      'https://evilfcm.googleapis.com/send/a',
      'https://user:pw@fcm.googleapis.com/fcm/send/a',
      'https://push.example.com/send/a',
    ];
    const accepted = [
      'https://fcm.googleapis.com/fcm/send/a',
      'https://updates.push.services.mozilla.com/wpush/v2/a',
      'https://wns2-bn3p.notify.windows.com/w/?token=a',
      'https://web.push.apple.com/QGz',
      'https://FCM.googleapis.com./fcm/send/b',
    ];
    const hosts = config().pushServiceHosts;
    overrideConfig({ localMode: false });
    try {
      for (const endpoint of refused) {
        const answer = await add(subscription(endpoint));
        expect([endpoint, answer.status, answer.body.error]).toEqual([endpoint, 400, PUSH_ENDPOINT_REFUSED]);
      }
      expect(await pushSubscriptions(store).countDocuments({})).toBe(0);
      for (const endpoint of accepted)
        expect([endpoint, (await add(subscription(endpoint))).status]).toEqual([endpoint, 200]);
      overrideConfig({ pushServiceHosts: [...config().pushServiceHosts, 'push.example.com'] });
      expect((await add(subscription('https://eu.push.example.com/send/a'))).status).toBe(200);
    } finally {
      overrideConfig({ localMode: true, pushServiceHosts: hosts });
    }
  });

  it(`keeps at most ${MAX_PUSH_DEVICES_PER_USER} devices per user; subscribing one of them again is no new device`, async () => {
    const endpoints = Array.from({ length: MAX_PUSH_DEVICES_PER_USER }, (_, i) => `${PHONE}-${i}`);
    for (const endpoint of endpoints) expect((await add(subscription(endpoint))).status).toBe(200);
    const eleventh = await add(subscription(LAPTOP));
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.error).toBe(PUSH_TOO_MANY_DEVICES);
    expect(await pushSubscriptions(store).countDocuments({ endpoint: LAPTOP })).toBe(0);
    expect((await add(subscription(endpoints[3]!, 'Outro nome'))).status).toBe(200);
    // Another user's device moving over to a full account is a new device there too.
    await add(subscription(LAPTOP), vitor);
    expect((await add(subscription(LAPTOP))).status).toBe(409);
    expect((await pushSubscriptions(store).findOne({ endpoint: LAPTOP }))?.userId).toBe('vitor');
    expect((await list()).body.devices).toHaveLength(MAX_PUSH_DEVICES_PER_USER);
  });

  it(`keeps at most ${MAX_PUSH_DEVICES_PER_USER} devices when many new ones register at once`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 2 * MAX_PUSH_DEVICES_PER_USER }, (_, i) => add(subscription(`${PHONE}-${i}`))),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(MAX_PUSH_DEVICES_PER_USER);
    expect(
      answers.filter((answer) => answer.status === 409 && answer.body.error === PUSH_TOO_MANY_DEVICES),
    ).toHaveLength(MAX_PUSH_DEVICES_PER_USER);
    expect(await pushSubscriptions(store).countDocuments({ userId: 'ana' })).toBe(MAX_PUSH_DEVICES_PER_USER);
    // A removed device makes room for one more, and one only.
    await remove(answers.find((answer) => answer.status === 200)!.body.device.id);
    const again = await Promise.all(
      [LAPTOP, `${LAPTOP}-2`, `${LAPTOP}-3`].map((endpoint) => add(subscription(endpoint))),
    );
    expect(again.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await pushSubscriptions(store).countDocuments({ userId: 'ana' })).toBe(MAX_PUSH_DEVICES_PER_USER);
  });

  it('counts devices saved before the limit was kept per slot, under concurrent registrations too', async () => {
    const keys = subscription(PHONE).keys;
    const older = Array.from({ length: 4 }, (_, i) => ({
      _id: `older-${i}`,
      userId: 'ana',
      endpoint: `${LAPTOP}-older-${i}`,
      keys,
      label: 'Firefox',
      createdAt: '2026-01-01T00:00:00.000Z',
    }));
    await pushSubscriptions(store).insertMany(older);
    const answers = await Promise.all(
      Array.from({ length: 2 * MAX_PUSH_DEVICES_PER_USER }, (_, i) => add(subscription(`${PHONE}-${i}`))),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(MAX_PUSH_DEVICES_PER_USER - older.length);
    expect(await pushSubscriptions(store).countDocuments({ userId: 'ana' })).toBe(MAX_PUSH_DEVICES_PER_USER);
  });

  it('moves devices over to an account at once without passing its limit', async () => {
    const own = Array.from({ length: MAX_PUSH_DEVICES_PER_USER - 2 }, (_, i) => `${PHONE}-${i}`);
    for (const endpoint of own) expect((await add(subscription(endpoint))).status).toBe(200);
    const others = Array.from({ length: 6 }, (_, i) => `${LAPTOP}-${i}`);
    for (const endpoint of others) expect((await add(subscription(endpoint), vitor)).status).toBe(200);
    const moves = await Promise.all(others.map((endpoint) => add(subscription(endpoint))));
    expect(moves.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(await pushSubscriptions(store).countDocuments({ userId: 'ana' })).toBe(MAX_PUSH_DEVICES_PER_USER);
    expect(await pushSubscriptions(store).countDocuments({ userId: 'vitor' })).toBe(4);
  });

  it("never moves another user's device to a request that does not carry the browser's keys", async () => {
    const anaDevice = await add(subscription(PHONE));
    const before = await pushSubscriptions(store).findOne({ endpoint: PHONE });
    const otherKeys = [
      { p256dh: Buffer.alloc(65, 9).toString('base64url'), auth: subscription(PHONE).keys.auth },
      { p256dh: subscription(PHONE).keys.p256dh, auth: Buffer.alloc(16, 9).toString('base64url') },
    ];
    for (const keys of otherKeys) {
      const refused = await add({ ...subscription(PHONE, 'Roubado'), keys }, vitor);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(PUSH_DEVICE_OF_ANOTHER_ACCOUNT);
    }
    expect(await pushSubscriptions(store).findOne({ endpoint: PHONE })).toEqual(before);
    expect((await list()).body.devices.map((device) => device.id)).toEqual([anaDevice.body.device.id]);
    expect((await list(vitor)).body.devices).toEqual([]);
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
