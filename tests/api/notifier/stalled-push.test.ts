import { beforeEach, describe, expect, it } from '@jest/globals';
import { pushSubscriptions } from '@agulhadas/delivery/push/push-subscriptions';
import { pushQueue } from '@agulhadas/delivery/queue/push-queue';
import { notifications } from '../../../api/src/store/notifications';
import type { Store } from '../../../api/src/store/types';
import { freshStore } from '../../support/api-client';
import { virtualClock } from '../../support/virtual-clock';
import { firedNotification } from './notifier-support';
import { device, pushNotifier, queuedPush, queuePush, recordingPushSender } from './push-support';
import { breakerLog, drainUntilSettled, expectOnlyProbesWhileOpen, HANG_MS, stalledFrom } from './stall-support';

const START = Date.parse('2026-11-20T12:00:05.000Z');
const USERS_PER_SERVICE = 40;
const MESSAGES_PER_DEVICE = 20;
/** Fewer than a service's users: without a breaker, each of them would get a send into the stall. */
const USERS_PER_PASS = 10;
/** Devices whose alerts' candle closes 20 s after the start, inside the stall: their alerts may expire, no other. */
const CLOSING_SOON = 3;

describe('web push stalls: a send without an answer loses nothing', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
  });

  it('one push service stalled for 30 s: every alert arrives or is past its close, in order, only probes go to it while stopped, the other service is served', async () => {
    const devices = Array.from({ length: 2 * USERS_PER_SERVICE }, (_, i) => {
      const stored = device(`d${i}`, `user-${i}`);
      const host = i < USERS_PER_SERVICE ? 'push.example.com' : 'web.push.apple.com';
      return { ...stored, endpoint: `https://${host}/send/d${i}` };
    });
    await pushSubscriptions(store).insertMany(devices);
    const queued = devices.flatMap((phone, i) =>
      Array.from({ length: MESSAGES_PER_DEVICE }, (_, k) => queuedPush(`n${i}-${k}`, phone, k)),
    );
    await queuePush(store, queued);
    await notifications(store).insertMany(
      queued.map((message) =>
        firedNotification(
          message.notificationId,
          '15',
          Number(message.subscriptionId.slice(1)) < CLOSING_SOON ? 14 + 40 / 60 : 1,
          START,
        ),
      ),
    );
    const clock = virtualClock(START);
    const hung = stalledFrom(START + 10_000);
    const stalledHost = (endpoint: string) => endpoint.startsWith('https://push.example.com/');
    const { sent, sender } = recordingPushSender(clock, (send) =>
      stalledHost(send.target.endpoint) && hung(send.at) ? { kind: 'unknown' } : { kind: 'sent' },
    );
    const toStalled = () => sent.filter((send) => stalledHost(send.target.endpoint));
    const { events, log } = breakerLog(clock, () => toStalled().length);
    const notifier = pushNotifier(store, sender, clock, USERS_PER_PASS, log);

    await drainUntilSettled(notifier, clock, pushQueue(store));

    const timedOut = sent.filter((send) => stalledHost(send.target.endpoint) && hung(send.at)).length;
    const stored = await pushQueue(store).find({}).toArray();
    expect(stored.filter((doc) => doc.status !== 'sent' && doc.status !== 'expired')).toEqual([]);
    const expired = stored.filter((doc) => doc.status === 'expired');
    expect(expired.length).toBeGreaterThan(0);
    for (const doc of expired) {
      expect(Number(doc.subscriptionId.slice(1))).toBeLessThan(CLOSING_SOON);
      expect(doc.settledAt!.getTime()).toBeGreaterThanOrEqual(START + 20_000);
    }
    // The sends that timed out may have reached the device (worst case: all did), so each counts as a delivery.
    const key = (deviceEndpoint: string, body: string) => `${deviceEndpoint} ${body}`;
    const delivered = new Set(sent.map((send) => key(send.target.endpoint, send.payload.body)));
    const endpointOf = new Map(devices.map((phone) => [phone._id, phone.endpoint]));
    for (const doc of stored.filter((doc) => doc.status === 'sent'))
      expect(delivered.has(key(endpointOf.get(doc.subscriptionId)!, doc.payload.body))).toBe(true);
    expect(sent.length - delivered.size).toBeLessThanOrEqual(timedOut);
    expect(stored.reduce((sum, doc) => sum + (doc.unknownOutcomes ?? 0), 0)).toBe(timedOut);
    expect(notifier.totals.push).toMatchObject({ failed: 0, unknown: timedOut, sent: stored.length - expired.length });
    // A device's messages arrive (first time) in the order queued.
    for (const [i, phone] of devices.entries()) {
      const firstArrivals = [
        ...new Set(sent.filter((send) => send.target.endpoint === phone.endpoint).map((send) => send.payload.body)),
      ];
      const queuedOrder = Array.from({ length: MESSAGES_PER_DEVICE }, (_, k) => `mensagem n${i}-${k}`);
      expect(firstArrivals).toEqual(queuedOrder.filter((body) => delivered.has(key(phone.endpoint, body))));
    }
    // The stalled service's breaker holds its devices only: the other service's devices got all theirs, at their pace,
    // before the stall was over.
    const toOther = sent.filter((send) => !stalledHost(send.target.endpoint));
    expect(toOther).toHaveLength(USERS_PER_SERVICE * MESSAGES_PER_DEVICE);
    expect(Math.max(...toOther.map((send) => send.at))).toBeLessThan(START + 10_000 + HANG_MS);
    expect(events.filter((event) => event.line.includes('web.push.apple.com'))).toEqual([]);
    expectOnlyProbesWhileOpen(
      toStalled().map((send) => send.at),
      events,
      hung,
      'push:push.example.com',
      // A pass's sends leave together, before any of them times out, and the next pass's may leave while the fifth
      // timeout is being recorded: two passes at most, where without the breaker every user's device gets one.
      2 * USERS_PER_PASS,
    );
  }, 60_000);
});
