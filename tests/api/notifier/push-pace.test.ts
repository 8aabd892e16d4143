import { beforeEach, describe, expect, it } from '@jest/globals';
import { pushSubscriptions } from '@agulhadas/delivery/push/push-subscriptions';
import { pushQueue } from '@agulhadas/delivery/queue/push-queue';
import { notifications } from '../../../api/src/store/notifications';
import type { Store } from '../../../api/src/store/types';
import { systemClock } from '../../../notifier/src/clock';
import { pushUsers } from '../../../notifier/src/push/push-users';
import { freshStore } from '../../support/api-client';
import { virtualClock } from '../../support/virtual-clock';
import { firedNotification, heldAnswers, mostInWindow, stopWithSendsInFlight } from './notifier-support';
import { device, pushNotifier, queuedPush, queuePush, recordingPushSender, type PushSend } from './push-support';

const START = Date.parse('2026-11-20T12:00:05.000Z');

const to = (sent: readonly PushSend[], subscriptionId: string) =>
  sent
    .filter((send) => send.target.endpoint.endsWith(`/${subscriptionId}`))
    .map((send) => ({ chatId: subscriptionId, text: send.payload.body, at: send.at }));

describe('notifier: web push pace, fairness and replicas', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
  });

  it("one message a second per device, in the order queued; every other user's first message before a busy user's second", async () => {
    const phone = device('ana-phone', 'ana');
    const laptop = device('ana-laptop', 'ana');
    const others = Array.from({ length: 30 }, (_, i) => device(`d${i}`, `u${i}`));
    await pushSubscriptions(store).insertMany([phone, laptop, ...others]);
    await queuePush(store, [
      ...Array.from({ length: 6 }, (_, k) => [
        queuedPush(`busy${k}`, phone, k),
        queuedPush(`busy${k}`, laptop, k),
      ]).flat(),
      ...others.map((other, i) => queuedPush(`first${i}`, other, 100 + i)),
    ]);
    const clock = virtualClock(START);
    const { sent, sender } = recordingPushSender(clock);
    expect(await pushNotifier(store, sender, clock, 10).drain()).toMatchObject({ sent: 42, failed: 0 });
    for (const id of ['ana-phone', 'ana-laptop']) {
      const busy = to(sent, id);
      expect(busy.map((send) => send.text)).toEqual(Array.from({ length: 6 }, (_, k) => `mensagem busy${k}`));
      expect(mostInWindow(busy, 1000)).toBe(1);
    }
    const secondOfBusy = sent.findIndex((send) => send.payload.body === 'mensagem busy1');
    const lastFirst = Math.max(
      ...sent.flatMap((send, index) => (send.payload.body.startsWith('mensagem first') ? [index] : [])),
    );
    expect(lastFirst).toBeLessThan(secondOfBusy);
  });

  it("a push service that is slow to answer holds its own user only: other users' messages go on leaving", async () => {
    const slow = device('slow-phone', 'slow');
    const quick = device('quick-phone', 'quick');
    await pushSubscriptions(store).insertMany([slow, quick]);
    await queuePush(store, [
      queuedPush('s0', slow, 0),
      queuedPush('s1', slow, 1),
      ...[0, 1, 2].map((k) => queuedPush(`q${k}`, quick, k)),
    ]);
    let answerSlow: () => void = () => undefined;
    const slowAnswer = new Promise<void>((resolve) => {
      answerSlow = resolve;
    });
    // In real time: the slow phone's first message is answered only once the quick phone has had its three, a second apart.
    const { sent, sender } = recordingPushSender(systemClock);
    const slowSender: typeof sender = {
      send: async (target, payload) => {
        const outcome = await sender.send(target, payload);
        if (target.endpoint.endsWith('/slow-phone')) await slowAnswer;
        if (to(sent, 'quick-phone').length === 3) answerSlow();
        return outcome;
      },
    };
    const notifier = pushNotifier(store, slowSender, systemClock);
    notifier.start();
    while (to(sent, 'slow-phone').length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    await notifier.stop();
    expect(notifier.totals.push).toMatchObject({ sent: 5, failed: 0 });
    expect(to(sent, 'quick-phone').map((send) => send.text)).toEqual(['mensagem q0', 'mensagem q1', 'mensagem q2']);
    const bodies = sent.map((send) => send.payload.body);
    expect(bodies.indexOf('mensagem s0')).toBeLessThan(bodies.indexOf('mensagem q1'));
    expect(bodies.at(-1)).toBe('mensagem s1');
  }, 15_000);

  it('two notifiers on one queue send every message once, each device in the order queued', async () => {
    const devices = Array.from({ length: 12 }, (_, i) => device(`d${i}`, `u${i % 8}`));
    await pushSubscriptions(store).insertMany(devices);
    await queuePush(
      store,
      devices.flatMap((target) => Array.from({ length: 4 }, (_, k) => queuedPush(`n${k}`, target, k))),
    );
    const clock = virtualClock(START);
    const { sent, sender } = recordingPushSender(clock);
    const [one, two] = [pushNotifier(store, sender, clock, 3), pushNotifier(store, sender, clock, 3)];
    await Promise.all([one.drain(), two.drain()]);
    expect(sent).toHaveLength(48);
    expect(new Set(sent.map((send) => `${send.target.endpoint} ${send.payload.body}`)).size).toBe(48);
    for (const target of devices)
      expect(to(sent, target._id).map((send) => send.text)).toEqual([0, 1, 2, 3].map((k) => `mensagem n${k}`));
    expect(one.totals.push.sent).toBeGreaterThan(0);
    expect(two.totals.push.sent).toBeGreaterThan(0);
    expect(await pushQueue(store).countDocuments({ status: 'sent' })).toBe(48);
  });

  it('an alert not sent before its timeframe’s next close is marked expired and counted, never sent late', async () => {
    await notifications(store).insertMany([
      firedNotification('late15', '15', 20, START),
      firedNotification('fresh15', '15', 5, START),
    ]);
    const phone = device('phone', 'ana');
    await pushSubscriptions(store).insertOne(phone);
    await queuePush(store, [queuedPush('late15', phone, 1), queuedPush('fresh15', phone, 2)]);
    const clock = virtualClock(START);
    const { sent, sender } = recordingPushSender(clock);
    expect(await pushNotifier(store, sender, clock).drain()).toMatchObject({ sent: 1, expired: 1 });
    expect(sent.map((send) => send.payload.body)).toEqual(['mensagem fresh15']);
    expect(await pushQueue(store).findOne({ notificationId: 'late15' })).toMatchObject({
      status: 'expired',
      settledAt: expect.any(Date),
    });
  });

  it('stopping (SIGTERM) finishes the sends in flight, records them and releases the users', async () => {
    const devices = [device('p1', 'ana'), device('p2', 'bia')];
    await pushSubscriptions(store).insertMany(devices);
    await queuePush(
      store,
      devices.map((target) => queuedPush('n1', target, 1)),
    );
    const held = heldAnswers();
    const send = async () => {
      await held.hold();
      return { kind: 'sent' } as const;
    };
    await stopWithSendsInFlight(pushNotifier(store, { send }, systemClock), held, 2);
    expect(await pushQueue(store).countDocuments({ status: 'sent' })).toBe(2);
    expect((await pushUsers.leases(store).find({}).toArray()).map((lease) => lease.owner)).toEqual([null, null]);
  });

  it('a notifier stopped mid-send holds the user until the lease ends; then the other sends the message again', async () => {
    const phone = device('phone', 'ana');
    await pushSubscriptions(store).insertOne(phone);
    await queuePush(store, [queuedPush('n1', phone, 1), queuedPush('n2', phone, 2)]);
    const clock = virtualClock(START);
    const dead = recordingPushSender(clock, () => 'hang');
    void pushNotifier(store, dead.sender, clock).drain();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dead.sent.map((send) => send.payload.body)).toEqual(['mensagem n1']);
    const heldUntil = (await pushUsers.leases(store).findOne({ _id: 'ana' }))!.leaseUntil;
    const survivor = recordingPushSender(clock);
    expect(await pushNotifier(store, survivor.sender, clock).drain()).toMatchObject({ sent: 2 });
    expect(survivor.sent.map((send) => send.payload.body)).toEqual(['mensagem n1', 'mensagem n2']);
    expect(survivor.sent[0]!.at).toBeGreaterThanOrEqual(heldUntil);
    expect(await pushQueue(store).findOne({ notificationId: 'n1' })).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
