import type { PushSender } from '@agulhadas/delivery/push/push-sender';
import { pushSubscriptions } from '@agulhadas/delivery/push/push-subscriptions';
import { pushQueue, type PushQueueDoc } from '@agulhadas/delivery/queue/push-queue';
import type { Store } from '@agulhadas/delivery/store/types';
import { alertDeadlines } from '../alert-deadline';
import type { Clock } from '../clock';
import { noCounts, type DeliveryCounts } from '../delivery-counts';
import type { LeaseDoc } from '../pace/lease-book';
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
}

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

/**
 * One pass over the push queue: lease up to `usersPerPass` users in turn, send each of their devices its oldest
 * pending message (only once it is due, so a message in back-off is never overtaken), then release the users with
 * their pace. An alert past its timeframe's next close is marked expired instead; a message for a device removed
 * since it was queued is dropped with the device's others. A message found claimed but never settled (its notifier
 * stopped mid-send) is sent again: the service worker shows one notification per chart, so a repeat replaces the
 * first instead of adding one.
 */
export async function pushPass(options: PushPassOptions): Promise<DeliveryCounts> {
  const { store, sender, clock, owner } = options;
  const counts = noCounts();
  const queue = pushQueue(store);
  const due = (await queue.distinct('userId', { status: 'pending', nextAttemptAt: { $lte: iso(clock.now()) } })).filter(
    (userId): userId is string => typeof userId === 'string',
  );
  const leased: LeaseDoc[] = [];
  for (const userId of await pushUsers.inTurn(store, due, clock.now())) {
    if (leased.length >= options.usersPerPass) break;
    const lease = await pushUsers.claim(store, userId, owner, clock.now(), options.leaseMs);
    if (lease) leased.push(lease);
  }
  if (!leased.length) return counts;
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
  const sentAt = new Map<string, number>();
  const sends: Promise<void>[] = [];
  for (const message of heads) {
    const now = clock.now();
    const device = devices.get(message.subscriptionId);
    if (!device) {
      await dropDevice(store, message.subscriptionId);
      continue;
    }
    const deadline = deadlines.get(message.notificationId);
    if (deadline !== undefined && deadline <= now) {
      await queue.updateOne(
        { _id: message._id, status: 'pending' },
        { $set: { status: 'expired', sending: false, lastError: 'não enviado antes do próximo fechamento', settledAt: new Date(now) } },
      );
      counts.expired += 1;
      continue;
    }
    const attempts = message.attempts + 1;
    await queue.updateOne({ _id: message._id, status: 'pending' }, { $set: { sending: true, attempts } });
    sentAt.set(message.userId, now);
    sends.push(
      sender.send({ endpoint: device.endpoint, keys: device.keys }, message.payload).then(
        (outcome) => recordPushOutcome(store, message, attempts, outcome, clock.now(), counts),
        // The sender answers every reply of the push service as an outcome; a throw is a request it could not even
        // build (a subscription's keys that are not a P-256 point), which no retry mends.
        (error: unknown) => recordPushOutcome(store, message, attempts, { kind: 'refused', status: 0, detail: errorText(error) }, clock.now(), counts),
      ),
    );
  }
  await Promise.all(sends);
  for (const lease of leased) await pushUsers.release(store, lease._id, owner, sentAt.get(lease._id) ?? null, PUSH_USER_SPACING_MS);
  return counts;
}
