import { recordDelivered } from '@agulhadas/delivery/telemetry/delivery-metrics';
import type { PushOutcome } from '@agulhadas/delivery/push/push-sender';
import { pushSubscriptions } from '@agulhadas/delivery/push/push-subscriptions';
import { pushQueue, type PushQueueDoc } from '@agulhadas/delivery/queue/push-queue';
import { retryDelayMs } from '@agulhadas/delivery/queue/queued-delivery';
import type { Store } from '@agulhadas/delivery/store/types';
import type { CountOutcome } from '../delivery-counts';
import { holdBehind } from '../hold-behind';

/** A push message is given up after this many failed attempts (retried with back-off in between). */
export const MAX_PUSH_ATTEMPTS = 8;

const iso = (time: number) => new Date(time).toISOString();

/** The device no longer exists: its subscription and every message still waiting for it go. */
export async function dropDevice(store: Store, subscriptionId: string): Promise<void> {
  await pushSubscriptions(store).deleteOne({ _id: subscriptionId });
  await pushQueue(store).deleteMany({ subscriptionId, status: 'pending' });
}

async function settle(
  store: Store,
  message: PushQueueDoc,
  status: 'sent' | 'failed',
  lastError: string | null,
  now: number,
): Promise<void> {
  await pushQueue(store).updateOne(
    { _id: message._id },
    {
      $set: {
        status,
        sending: false,
        lastError,
        settledAt: new Date(now),
        ...(status === 'sent' ? { sentAt: iso(now) } : {}),
      },
    },
  );
}

/**
 * Records what the push service made of a message sent on its `attempts`-th attempt: sent; gone (the device is
 * dropped); throttled (429: retried when the service said, without counting as a failed attempt); failed on the
 * service's side (5xx or unreachable: retried after its Retry-After, else the back-off, until the attempts run out);
 * unanswered in time (retried after the back-off without using an attempt); refused (given up at once: the same
 * request would be refused again); sent nowhere because the endpoint names or resolves to a refused address (the
 * device is dropped, and the log says why).
 */
export async function recordPushOutcome(
  store: Store,
  message: PushQueueDoc,
  attempts: number,
  outcome: PushOutcome,
  now: number,
  count: CountOutcome,
  log: (line: string) => void,
): Promise<void> {
  if (outcome.kind === 'sent') {
    await settle(store, message, 'sent', null, now);
    recordDelivered('push', message.closeAt, now);
    count('sent');
    return;
  }
  if (outcome.kind === 'gone') {
    await settle(
      store,
      message,
      'failed',
      `o serviço de push respondeu ${outcome.status}: o aparelho não existe mais`,
      now,
    );
    await dropDevice(store, message.subscriptionId);
    count('failed');
    return;
  }
  if (outcome.kind === 'refused-address') {
    await settle(store, message, 'failed', `endereço de push recusado: ${outcome.detail}`, now);
    await dropDevice(store, message.subscriptionId);
    log(
      `notifier: push device ${message.subscriptionId} of user ${message.userId} dropped, its endpoint reaches a refused address: ${outcome.detail}`,
    );
    count('failed');
    return;
  }
  if (outcome.kind === 'unknown') {
    // No answer is no failure: the message keeps its place on its device and goes again after the back-off, until
    // its deadline, without using up an attempt; the device may show it twice (counted on the message).
    const unknownOutcomes = (message.unknownOutcomes ?? 0) + 1;
    const retryAt = now + retryDelayMs(unknownOutcomes);
    await pushQueue(store).updateOne(
      { _id: message._id },
      {
        $set: {
          sending: false,
          attempts: message.attempts,
          unknownOutcomes,
          lastError: 'o serviço de push não respondeu a tempo',
          nextAttemptAt: iso(retryAt),
        },
      },
    );
    await holdBehind(pushQueue(store), { subscriptionId: message.subscriptionId }, retryAt);
    count('unknown');
    return;
  }
  if (outcome.kind === 'refused') {
    await settle(store, message, 'failed', `o serviço de push recusou (${outcome.status}): ${outcome.detail}`, now);
    count('failed');
    return;
  }
  const throttled = outcome.status === 429;
  const lastError = `o serviço de push respondeu ${outcome.status ?? 'nada'}`;
  if (!throttled && attempts >= MAX_PUSH_ATTEMPTS) {
    await settle(store, message, 'failed', lastError, now);
    count('failed');
    return;
  }
  await pushQueue(store).updateOne(
    { _id: message._id },
    {
      $set: {
        sending: false,
        attempts: throttled ? message.attempts : attempts,
        lastError,
        nextAttemptAt: iso(now + (outcome.retryAfterMs ?? retryDelayMs(attempts))),
        ...(throttled ? { rateLimitedAt: iso(now) } : {}),
      },
    },
  );
  if (throttled) count('rateLimited');
}
