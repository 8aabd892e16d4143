import { expect } from '@jest/globals';
import type { TelegramMessage, TelegramSender } from '@agulhadas/delivery/telegram/telegram-sender';
import { telegramQueue, type TelegramQueueDoc } from '@agulhadas/delivery/queue/telegram-queue';
import type { NotificationDoc } from '../../../api/src/store/notifications';
import type { Store } from '../../../api/src/store/types';
import { createNotifier, type Notifier, type NotifierOptions } from '../../../notifier/src/notifier';
import type { Clock } from '../../../notifier/src/clock';

/** What a sender was asked to send, and when by the notifier's clock. */
export interface SentMessage extends TelegramMessage {
  at: number;
}

/**
 * A Telegram sender that records each send at the clock's time; `answer` decides, per send, to accept it (undefined),
 * to fail it (an error to throw) or to leave it unanswered (a promise that never settles: a notifier stopped mid-send).
 */
export function recordingSender(
  clock: Clock,
  answer: (message: TelegramMessage, index: number) => Error | 'hang' | undefined = () => undefined,
) {
  const sent: SentMessage[] = [];
  const sender: TelegramSender = {
    kind: 'bot-api',
    send: (message) => {
      const index = sent.length;
      sent.push({ ...message, at: clock.now() });
      const outcome = answer(message, index);
      if (outcome === 'hang') return new Promise<void>(() => undefined);
      return outcome ? Promise.reject(outcome) : Promise.resolve();
    },
  };
  return { sent, sender };
}

/** A message queued as the API queues it: `order` sets its place in its chat's queue. */
export function message(id: string, chatId: string, order: number, notificationId = `n-${id}`): TelegramQueueDoc {
  return {
    _id: id,
    userId: `user-${chatId}`,
    notificationId,
    chatId,
    text: `mensagem ${id}`,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: new Date(0).toISOString(),
    lastError: null,
    createdAt: new Date(order).toISOString(),
  };
}

export const queueMessages = (store: Store, docs: TelegramQueueDoc[]) => telegramQueue(store).insertMany(docs);

/** A notifier of the Telegram queue alone; `options` sets what a test varies (chats per pass, the log). */
export function telegramNotifier(
  store: Store,
  sender: TelegramSender,
  clock: Clock,
  options: Pick<NotifierOptions, 'chatsPerPass' | 'log'> = {},
): Notifier {
  return createNotifier({
    store,
    telegram: sender,
    email: null,
    site: { siteName: 'Agulhadas', supportEmail: 'contato@agulhadas.app' },
    emailPerSecond: 10,
    clock,
    ...options,
  });
}

/** The most sends of `sent` inside any window of `windowMs`, both ends included. */
export function mostInWindow(sent: readonly SentMessage[], windowMs: number): number {
  const times = sent.map((entry) => entry.at).sort((a, b) => a - b);
  let most = 0;
  for (let first = 0, last = 0; last < times.length; last += 1) {
    while (times[last]! - times[first]! > windowMs) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

/** Answers a sender holds back until the test releases them: how a test catches a notifier with sends in flight. */
export function heldAnswers() {
  let started = 0;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    /** What a send awaits: counted, then pending until `release`. */
    hold: async () => {
      started += 1;
      await released;
    },
    started: () => started,
    release: () => release(),
  };
}

/**
 * Starts `notifier`, waits until `sends` sends are in flight, and stops it as SIGTERM does: checks it is still
 * waiting for their answers 50 ms later, then lets them answer and resolves once it has stopped.
 */
export async function stopWithSendsInFlight(
  notifier: Notifier,
  held: ReturnType<typeof heldAnswers>,
  sends: number,
): Promise<void> {
  notifier.start();
  while (held.started() < sends) await new Promise((resolve) => setTimeout(resolve, 10));
  const stopped = notifier.stop();
  let done = false;
  void stopped.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(done).toBe(false);
  held.release();
  await stopped;
}

/** An alert's notification of ana's, fired on `timeframe` `minutesAgo` before `now`: what dates its message. */
export const firedNotification = (id: string, timeframe: string, minutesAgo: number, now: number): NotificationDoc => ({
  _id: id,
  userId: 'ana',
  asset: 'BMFBOVESPA:PETR4',
  timeframe,
  timestamp: new Date(now - minutesAgo * 60_000).toISOString(),
  message: 'PETR4',
  id: 'a1',
  lastNotification: '',
  assetData: {},
});
