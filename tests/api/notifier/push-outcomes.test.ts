import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { pushSubscriptions } from '@agulhadas/delivery/push/push-subscriptions';
import { pushQueue } from '@agulhadas/delivery/queue/push-queue';
import type { Store } from '../../../api/src/store/types';
import { localPushDevices, localPushMessages } from '../../../local/src/stand-ins/push/local-push-store';
import { configuredPushSender } from '../../../local/src/notifier/configured-push-sender';
import { MAX_PUSH_ATTEMPTS } from '../../../notifier/src/push/record-push-outcome';
import { virtualClock } from '../../support/virtual-clock';
import { ana, arrangeAlertsWorld } from '../alerts-support';
import {
  decryptedAt,
  device,
  pushNotifier,
  queuedPush,
  queuePush,
  startLocalPushService,
  subscribedBrowser,
} from './push-support';

const START = Date.parse('2026-11-20T12:00:05.000Z');

/** A push service answering each message with the next scripted status and headers, then 201. */
let script: Array<{ status: number; headers?: Record<string, string> }> = [];
let received = 0;
const scripted = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    received += 1;
    const next = script.shift() ?? { status: 201 };
    res.writeHead(next.status, next.headers ?? {}).end();
  });
});
let scriptedOrigin = '';
let service: Awaited<ReturnType<typeof startLocalPushService>>;
beforeAll(async () => {
  service = await startLocalPushService();
  await new Promise<void>((resolve) => scripted.listen(0, '127.0.0.1', resolve));
  scriptedOrigin = `http://127.0.0.1:${(scripted.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await service.close();
  await new Promise((resolve) => scripted.close(resolve));
});

describe("the push pass and the push service's answers", () => {
  let store: Store;
  beforeEach(async () => {
    store = await arrangeAlertsWorld();
    script = [];
    received = 0;
  });

  /** Ana's device at the scripted push service, with `count` messages queued for it. */
  async function scriptedDevice(count: number) {
    const phone = { ...device('phone', 'ana'), endpoint: `${scriptedOrigin}/send/phone` };
    await pushSubscriptions(store).insertOne(phone);
    await queuePush(
      store,
      Array.from({ length: count }, (_, i) => queuedPush(`n${i}`, phone, i)),
    );
    return phone;
  }

  it('gone (410): the device is removed with its pending messages; the user’s other devices still receive theirs', async () => {
    const lost = await subscribedBrowser(store, service.origin, ana, 'Chrome no Android');
    const kept = await subscribedBrowser(store, service.origin, ana, 'Chrome no Linux');
    await queuePush(
      store,
      [0, 1, 2].flatMap((i) => [queuedPush(`n${i}`, lost.subscription, i), queuedPush(`n${i}`, kept.subscription, i)]),
    );
    // The browser unsubscribed: its push service no longer knows the endpoint.
    await localPushDevices(store).deleteOne({ _id: lost.deviceId });
    const counts = await pushNotifier(store, configuredPushSender(), virtualClock(START)).drain();
    expect(counts).toMatchObject({ sent: 3, failed: 1 });
    expect(await pushSubscriptions(store).findOne({ _id: lost.subscription._id })).toBeNull();
    expect(await pushSubscriptions(store).findOne({ _id: kept.subscription._id })).not.toBeNull();
    expect(await pushQueue(store).find({ subscriptionId: lost.subscription._id }).toArray()).toEqual([
      expect.objectContaining({
        notificationId: 'n0',
        status: 'failed',
        lastError: expect.stringContaining('410'),
        settledAt: expect.any(Date),
      }),
    ]);
    expect((await decryptedAt(store, kept.deviceId, kept.keys)).map((payload) => payload.body)).toEqual([
      'mensagem n0',
      'mensagem n1',
      'mensagem n2',
    ]);
    expect(await localPushMessages(store).countDocuments({ deviceId: lost.deviceId })).toBe(0);
  });

  it('429 with Retry-After: the message waits exactly that long, without counting a failed attempt, then goes', async () => {
    await scriptedDevice(2);
    script = [{ status: 429, headers: { 'retry-after': '120' } }];
    const clock = virtualClock(START);
    expect(await pushNotifier(store, configuredPushSender(), clock).drain()).toMatchObject({ sent: 0, rateLimited: 1 });
    const waiting = await pushQueue(store).findOne({ notificationId: 'n0' });
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0, sending: false });
    expect(Date.parse(waiting!.nextAttemptAt) - START).toBeGreaterThanOrEqual(120_000);
    expect(Date.parse(waiting!.nextAttemptAt) - START).toBeLessThan(121_000);
    // The device's later message does not overtake the one waiting.
    expect(received).toBe(1);
    expect(await pushNotifier(store, configuredPushSender(), clock).drain()).toMatchObject({ sent: 2, rateLimited: 0 });
    const [first, second] = await pushQueue(store)
      .find({}, { sort: { createdAt: 1 } })
      .toArray();
    expect(first).toMatchObject({ status: 'sent', attempts: 1 });
    expect(Date.parse(first!.sentAt!)).toBeGreaterThanOrEqual(START + 120_000);
    expect(Date.parse(second!.sentAt!)).toBeGreaterThanOrEqual(Date.parse(first!.sentAt!));
  });

  it('5xx: retried with back-off (or the Retry-After given), counting attempts, and given up after the last', async () => {
    await scriptedDevice(1);
    script = [{ status: 503, headers: { 'retry-after': '7' } }, { status: 500 }];
    const clock = virtualClock(START);
    const notifier = pushNotifier(store, configuredPushSender(), clock);
    await notifier.drain();
    const first = await pushQueue(store).findOne({});
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(Date.parse(first!.nextAttemptAt)).toBeGreaterThanOrEqual(START + 7_000);
    expect(Date.parse(first!.nextAttemptAt)).toBeLessThan(START + 8_000);
    clock.advance(7_500);
    await notifier.drain();
    const second = await pushQueue(store).findOne({});
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    // Without a Retry-After, the back-off after the second attempt: one minute.
    expect(Date.parse(second!.nextAttemptAt) - clock.now()).toBeGreaterThanOrEqual(59_000);

    script = Array.from({ length: MAX_PUSH_ATTEMPTS }, () => ({ status: 502 }));
    for (
      let attempt = 0;
      attempt < MAX_PUSH_ATTEMPTS && (await pushQueue(store).countDocuments({ status: 'pending' }));
      attempt += 1
    ) {
      clock.advance(7 * 3600_000);
      await notifier.drain();
    }
    expect(await pushQueue(store).findOne({})).toMatchObject({
      status: 'failed',
      attempts: MAX_PUSH_ATTEMPTS,
      settledAt: expect.any(Date),
    });
    expect(notifier.totals.push.failed).toBe(1);
  });

  it('any other answer (400) gives the message up at once; a push service that cannot be reached is retried later', async () => {
    await scriptedDevice(1);
    script = [{ status: 400 }];
    expect(await pushNotifier(store, configuredPushSender(), virtualClock(START)).drain()).toMatchObject({
      sent: 0,
      failed: 1,
    });
    expect(await pushQueue(store).findOne({})).toMatchObject({ status: 'failed', attempts: 1 });

    await pushQueue(store).deleteMany({});
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await pushSubscriptions(store).updateOne(
      { _id: 'phone' },
      { $set: { endpoint: `http://127.0.0.1:${port}/send/phone` } },
    );
    await queuePush(store, [queuedPush('n9', (await pushSubscriptions(store).findOne({ _id: 'phone' }))!, 9)]);
    expect(await pushNotifier(store, configuredPushSender(), virtualClock(START)).drain()).toMatchObject({
      sent: 0,
      failed: 0,
    });
    expect(await pushQueue(store).findOne({})).toMatchObject({ status: 'pending', attempts: 1 });
  });
});
