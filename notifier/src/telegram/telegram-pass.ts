import { retryDelayMs } from '@agulhadas/delivery/queue/queued-delivery';
import type { TelegramSender } from '@agulhadas/delivery/telegram/telegram-sender';
import { failPendingMessages, telegramQueue, type TelegramQueueDoc } from '@agulhadas/delivery/queue/telegram-queue';
import type { Store } from '@agulhadas/delivery/store/types';
import type { Clock } from '../clock';
import { noCounts, type DeliveryCounts } from '../delivery-counts';
import { pauseBucket, takeToken } from '../pace/token-bucket';
import { classifySendError, errorText } from '../send-outcome';
import { alertDeadlines } from '../alert-deadline';
import { chatsFreeInTurn, claimChat, releaseChat, type ChatLeaseDoc } from './chat-leases';
import { BOT_BUCKET, BOT_SPACING_MS, chatSpacingMs } from './telegram-pace';

/** A message is given up after this many failed attempts (retried with back-off in between). */
export const MAX_TELEGRAM_ATTEMPTS = 8;
/** An unknown outcome (Telegram may have the message) is resent once: the only case a chat may get a message twice. */
const MAX_UNKNOWN_OUTCOMES = 2;

export interface TelegramPassOptions {
  store: Store;
  sender: TelegramSender;
  clock: Clock;
  /** This replica's name in the leases it holds. */
  owner: string;
  /** Chats leased per pass: each gets at most one message, then the chats served longest ago go next. */
  chatsPerPass: number;
  /** Counted from the claim; longer than a pass's token waits plus the send timeout. */
  leaseMs: number;
  /** The sender's own timeout: a send must start early enough to end inside the lease. */
  sendTimeoutMs: number;
  /** This replica's view of the last 429's pause, set the moment it is answered (the shared bucket learns it next). */
  pause: { until: number };
}

const iso = (time: number) => new Date(time).toISOString();

/** Chats with a message due, those served longest ago first (a chat never served first of all), ties in random order. */
async function chatsInTurn(store: Store, now: number): Promise<string[]> {
  const due = (await telegramQueue(store).distinct('chatId', { status: 'pending', nextAttemptAt: { $lte: iso(now) } })).filter(
    (chatId): chatId is string => typeof chatId === 'string',
  );
  return chatsFreeInTurn(store, due, now);
}

/** The user blocked the bot: their Telegram is switched off (shown on /dispositivos) and the chat's queue dropped. */
async function chatBlocked(store: Store, message: TelegramQueueDoc, now: number): Promise<void> {
  await store
    .collection<{ _id: string }>('users')
    .updateOne({ _id: message.userId, 'telegram.id': message.chatId }, { $set: { 'telegram.active': false, 'telegram.blockedAt': iso(now) } });
  await failPendingMessages(store, { chatId: message.chatId }, 'chat bloqueou o robô');
}

/** The send was answered with success. */
async function markSent(store: Store, message: TelegramQueueDoc, now: number, counts: DeliveryCounts): Promise<void> {
  await telegramQueue(store).updateOne(
    { _id: message._id },
    { $set: { status: 'sent', sending: false, lastError: null, sentAt: iso(now), settledAt: new Date(now) } },
  );
  counts.sent += 1;
}

/** Records a failed send on its message: paused, given up, or retried. */
async function markFailed(
  options: TelegramPassOptions,
  message: TelegramQueueDoc,
  attempts: number,
  unknownOutcomes: number,
  error: unknown,
  counts: DeliveryCounts,
): Promise<void> {
  const { store } = options;
  const now = options.clock.now();
  const queue = telegramQueue(store);
  const failure = classifySendError(error);
  const lastError = errorText(error);
  if (failure.kind === 'deferred') {
    options.pause.until = Math.max(options.pause.until, failure.retryAt);
    // Telegram's 429 holds every sender of the bot, on every replica, for the time it asked.
    await pauseBucket(store, BOT_BUCKET, failure.retryAt);
    await queue.updateOne({ _id: message._id }, { $set: { sending: false, attempts: message.attempts, lastError, nextAttemptAt: iso(failure.retryAt) } });
    counts.rateLimited += 1;
    return;
  }
  if (failure.kind === 'refused') {
    await chatBlocked(store, message, now);
    counts.failed += 1;
    return;
  }
  const outcomes = failure.kind === 'unknown' ? unknownOutcomes + 1 : unknownOutcomes;
  const giveUp = attempts >= MAX_TELEGRAM_ATTEMPTS || outcomes >= MAX_UNKNOWN_OUTCOMES;
  await queue.updateOne(
    { _id: message._id },
    {
      $set: {
        status: giveUp ? 'failed' : 'pending',
        sending: false,
        unknownOutcomes: outcomes,
        lastError,
        // An unknown outcome is resent at once (a late message is worth less); an error waits its back-off.
        nextAttemptAt: iso(failure.kind === 'unknown' ? now : now + retryDelayMs(attempts)),
        ...(giveUp ? { settledAt: new Date(now) } : {}),
      },
    },
  );
  if (giveUp) counts.failed += 1;
}

/**
 * One pass over the Telegram queue: lease up to `chatsPerPass` chats in turn, send each its oldest pending message
 * (only once it is due, so a message in back-off is never overtaken), every send on a token of the bot's shared
 * bucket and of the chat's own pace, then release the chats. An alert past its deadline is marked expired instead.
 * A message found claimed but never settled (its notifier stopped mid-send) has an unknown outcome: resent once.
 */
export async function telegramPass(options: TelegramPassOptions): Promise<DeliveryCounts> {
  const { store, sender, clock, owner } = options;
  const counts = noCounts();
  const queue = telegramQueue(store);
  const leased: ChatLeaseDoc[] = [];
  for (const chatId of await chatsInTurn(store, clock.now())) {
    if (leased.length >= options.chatsPerPass) break;
    const lease = await claimChat(store, chatId, owner, clock.now(), options.leaseMs);
    if (lease) leased.push(lease);
  }
  const heads = new Map<string, TelegramQueueDoc>();
  for (const chat of leased) {
    const head = await queue.findOne({ chatId: chat._id, status: 'pending' }, { sort: { createdAt: 1, _id: 1 } });
    if (head) heads.set(chat._id, head);
  }
  const deadlines = await alertDeadlines(
    store,
    [...heads.values()].map((message) => message.notificationId),
  );
  const sentAt = new Map<string, number>();
  const sends: Promise<void>[] = [];
  let leaseLeft = true;
  for (const chat of leased) {
    const message = heads.get(chat._id);
    if (!message || !leaseLeft || Date.parse(message.nextAttemptAt) > clock.now()) continue;
    const unknownOutcomes = (message.unknownOutcomes ?? 0) + (message.sending ? 1 : 0);
    if (unknownOutcomes >= MAX_UNKNOWN_OUTCOMES) {
      await queue.updateOne(
        { _id: message._id, status: 'pending' },
        {
          $set: {
            status: 'failed',
            sending: false,
            unknownOutcomes,
            lastError: 'resultado do envio desconhecido duas vezes',
            settledAt: new Date(clock.now()),
          },
        },
      );
      counts.failed += 1;
      continue;
    }
    const deadline = deadlines.get(message.notificationId);
    if (deadline !== undefined && deadline <= clock.now()) {
      await queue.updateOne(
        { _id: message._id, status: 'pending' },
        { $set: { status: 'expired', sending: false, lastError: 'não enviado antes do próximo fechamento', settledAt: new Date(clock.now()) } },
      );
      counts.expired += 1;
      continue;
    }
    let token = await takeToken(store, BOT_BUCKET, BOT_SPACING_MS, clock.now());
    while (token < options.pause.until) token = await takeToken(store, BOT_BUCKET, BOT_SPACING_MS, options.pause.until);
    // A send that could outlast the lease is left to the next pass: another replica may hold the chat by then.
    if (token + options.sendTimeoutMs > chat.leaseUntil) {
      leaseLeft = false;
      continue;
    }
    await clock.sleepUntil(token);
    const attempts = message.attempts + 1;
    await queue.updateOne({ _id: message._id, status: 'pending' }, { $set: { sending: true, attempts, unknownOutcomes } });
    sentAt.set(chat._id, token);
    sends.push(
      sender.send({ chatId: message.chatId, text: message.text, buttonText: message.buttonText, buttonUrl: message.buttonUrl }).then(
        () => markSent(store, message, clock.now(), counts),
        (error: unknown) => markFailed(options, message, attempts, unknownOutcomes, error, counts),
      ),
    );
  }
  await Promise.all(sends);
  for (const chat of leased) await releaseChat(store, chat._id, owner, sentAt.get(chat._id) ?? null, chatSpacingMs(chat._id));
  return counts;
}
