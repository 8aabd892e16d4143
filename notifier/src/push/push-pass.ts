import type { PushOutcome, PushSender } from '@agulhadas/delivery/push/push-sender';
import { pushSubscriptions, type PushSubscriptionDoc } from '@agulhadas/delivery/push/push-subscriptions';
import { pushQueue, type PushQueueDoc } from '@agulhadas/delivery/queue/push-queue';
import type { Store } from '@agulhadas/delivery/store/types';
import { alertDeadlines, markExpired } from '../alert-deadline';
import type { ProviderBreaker, ProviderBreakers } from '../breaker/provider-breaker';
import type { Clock } from '../clock';
import type { CountOutcome } from '../delivery-counts';
import type { InFlight } from '../in-flight';
import type { LeaseDoc } from '@agulhadas/delivery/lease/lease-book';
import { holdBehind } from '../hold-behind';
import { inSendSpan } from '../send-span';
import { errorText } from '../send-outcome';
import { PUSH_USER_SPACING_MS, pushUsers } from './push-users';
import { dropDevice, recordPushOutcome } from './record-push-outcome';

export interface PushPassOptions {
  store: Store;
  sender: PushSender;
  clock: Clock;
  /** This replica's name in the leases it holds. */
  owner: string;
  /** Users leased per pass: each device of each gets at most one message, then the users served longest ago go next. */
  usersPerPass: number;
  /** Counted from the claim; longer than a send can take. */
  leaseMs: number;
  /** This replica's sends still waiting on a push service: each user stays leased until all of theirs are answered. */
  inFlight: InFlight;
  /** At most this many users await an answer at once: push has no shared pace, so this bounds the fan-out. */
  maxInFlight: number;
  /** The breakers of the push services: while one leaves sends unanswered, only its probe goes there. */
  breakerOf: ProviderBreakers;
  count: CountOutcome;
  log: (line: string) => void;
}

interface PushSend {
  message: PushQueueDoc;
  device: PushSubscriptionDoc;
  breaker: ProviderBreaker;
}

/** A push service is a host (FCM, Mozilla's autopush, Apple's): one stalled host holds only its own devices. */
const pushProvider = (endpoint: string) => `push:${URL.canParse(endpoint) ? new URL(endpoint).host : endpoint}`;

const iso = (time: number) => new Date(time).toISOString();

/** The oldest pending message of each device of these users: a device's messages leave in the order queued. */
async function headsOf(store: Store, userIds: readonly string[]): Promise<PushQueueDoc[]> {
  const heads = await pushQueue(store).aggregate<{ _id: string; head: PushQueueDoc }>([
    { $match: { userId: { $in: [...userIds] }, status: 'pending' } },
    { $sort: { subscriptionId: 1, createdAt: 1, _id: 1 } },
    { $group: { _id: '$subscriptionId', head: { $first: '$$ROOT' } } },
  ]);
  return heads.map((group) => group.head);
}

/** Sends each of one user's messages to its device and records the answers, then gives the user back with their pace. */
async function sendAndRelease(options: PushPassOptions, userId: string, sends: PushSend[]) {
  const { store, sender, clock, owner } = options;
  const sentAt = clock.now();
  await Promise.all(
    sends.map(({ message, device, breaker }) =>
      inSendSpan('push', message, { 'agulhadas.push_service': pushProvider(device.endpoint) }, async (span) => {
        const attempts = message.attempts + 1;
        const outcome = await breaker.send(
          () =>
            sender.send({ endpoint: device.endpoint, keys: device.keys }, message.payload).catch(
              // The sender answers every reply of the push service as an outcome; a throw is a request it could not even
              // build (a subscription's keys that are not a P-256 point), which no retry mends.
              (error: unknown): PushOutcome => ({ kind: 'refused', status: 0, detail: errorText(error) }),
            ),
          (settled) => settled.ok && settled.value.kind === 'unknown',
        );
        span.setAttribute('agulhadas.outcome', outcome?.ok ? outcome.value.kind : 'held');
        // Held back by the open breaker: the message keeps its place and its attempts.
        if (!outcome)
          return void (await pushQueue(store).updateOne(
            { _id: message._id },
            { $set: { sending: false, attempts: message.attempts } },
          ));
        if (outcome.ok)
          await recordPushOutcome(store, message, attempts, outcome.value, clock.now(), options.count, options.log);
      }),
    ),
  ).finally(() => pushUsers.release(store, userId, owner, sentAt, PUSH_USER_SPACING_MS));
}

/**
 * One pass over the push queue: lease up to `usersPerPass` users in turn, send each of their devices its oldest
 * pending message (only once it is due, so a message in back-off is never overtaken). A pass does not wait for the
 * push services' answers: each user is released with their pace once all of theirs are answered, so a slow push
 * service holds its own user only. An alert past its timeframe's next close is marked expired instead; a message for
 * a device removed since it was queued is dropped with the device's others. A message found claimed but never settled
 * (its notifier stopped mid-send) is sent again: the service worker shows one notification per chart, so a repeat
 * replaces the first instead of adding one. While a push service's breaker is open, only its probe goes there.
 * Answers how many messages it sent or settled (0: nothing to do).
 */
export async function pushPass(options: PushPassOptions): Promise<number> {
  const { store, clock, owner } = options;
  const queue = pushQueue(store);
  const due = (await queue.distinct('userId', { status: 'pending', nextAttemptAt: { $lte: iso(clock.now()) } })).filter(
    (userId): userId is string => typeof userId === 'string',
  );
  const room = Math.min(options.usersPerPass, options.maxInFlight - options.inFlight.size);
  const leased: LeaseDoc[] = [];
  for (const userId of room > 0 ? await pushUsers.inTurn(store, due, clock.now()) : []) {
    if (leased.length >= room) break;
    const lease = await pushUsers.claim(store, userId, owner, clock.now(), options.leaseMs);
    if (lease) leased.push(lease);
  }
  if (!leased.length) return 0;
  const heads = (
    await headsOf(
      store,
      leased.map((lease) => lease._id),
    )
  ).filter((message) => Date.parse(message.nextAttemptAt) <= clock.now());
  const deadlines = await alertDeadlines(
    store,
    heads.map((message) => message.notificationId),
  );
  const devices = new Map(
    (
      await pushSubscriptions(store)
        .find({ _id: { $in: heads.map((message) => message.subscriptionId) } })
        .toArray()
    ).map((device) => [device._id, device]),
  );
  const sends = new Map<string, PushSend[]>();
  const breakerOfDevice = (device: PushSubscriptionDoc) => options.breakerOf(pushProvider(device.endpoint));
  // Each push service's shared state, read once a pass.
  await Promise.all([...new Set([...devices.values()].map(breakerOfDevice))].map((breaker) => breaker.refresh()));
  let done = 0;
  for (const message of heads) {
    const now = clock.now();
    const device = devices.get(message.subscriptionId);
    if (!device) {
      await dropDevice(store, message.subscriptionId);
      done += 1;
      continue;
    }
    const deadline = deadlines.get(message.notificationId);
    if (deadline !== undefined && deadline <= now) {
      await markExpired(queue, message._id, now);
      options.count('expired');
      done += 1;
      continue;
    }
    const breaker = breakerOfDevice(device);
    const heldUntil = breaker.heldUntil();
    if (heldUntil !== null) {
      // Its push service is stalled: the device's messages wait in place, in their order, until the next probe, so
      // the user is not leased again meanwhile and the users of the other services keep their turns.
      await holdBehind(queue, { subscriptionId: message.subscriptionId }, heldUntil);
      continue;
    }
    await queue.updateOne(
      { _id: message._id, status: 'pending' },
      { $set: { sending: true, attempts: message.attempts + 1 } },
    );
    (sends.get(message.userId) ?? sends.set(message.userId, []).get(message.userId)!).push({
      message,
      device,
      breaker,
    });
    done += 1;
  }
  for (const lease of leased) {
    const userSends = sends.get(lease._id);
    if (userSends) options.inFlight.add(sendAndRelease(options, lease._id, userSends));
    else await pushUsers.release(store, lease._id, owner, null, PUSH_USER_SPACING_MS);
  }
  return done;
}
