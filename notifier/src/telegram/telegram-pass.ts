import { retryDelayMs } from '@agulhadas/delivery/queue/queued-delivery';
import type { TelegramSender } from '@agulhadas/delivery/telegram/telegram-sender';
import { failPendingMessages, telegramQueue, type TelegramQueueDoc } from '@agulhadas/delivery/queue/telegram-queue';
import type { Store } from '@agulhadas/delivery/store/types';
import type { Clock } from '../clock';
import type { CountOutcome } from '../delivery-counts';
import type { InFlight } from '../in-flight';
import { pauseBucket } from '../pace/token-bucket';
import { botSlot } from './bot-slot';
import { classifySendError, errorText } from '../send-outcome';
import { alertDeadlines, markExpired } from '../alert-deadline';
import { holdBehind } from '../hold-behind';
import { chatsFreeInTurn, claimChat, releaseChat, type ChatLeaseDoc } from './chat-leases';
import { BOT_BUCKET, chatSpacingMs } from './telegram-pace';
import type { ProviderBreaker } from '../breaker/provider-breaker';
import { recordDelivered } from '@agulhadas/delivery/telemetry/delivery-metrics';
import { hashPersonal } from '@agulhadas/delivery/telemetry/personal-data';
import { inSendSpan } from '../send-span';

/** A message is given up after this many answered failures (retried with back-off in between). */
export const MAX_TELEGRAM_ATTEMPTS = 8;
/** The breaker key of the bot: one bot per deployment. */
export const TELEGRAM_PROVIDER = 'telegram-bot';

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
  /** This replica's sends still waiting on Telegram: each holds its chat until its answer is recorded. */
  inFlight: InFlight;
  /** At most this many sends wait on Telegram at once (the bot's pace times the send timeout is enough). */
  maxInFlight: number;
  /** The bot's circuit breaker: while Telegram leaves sends unanswered, only its probe goes. */
  breaker: ProviderBreaker;
  count: CountOutcome;
}

const iso = (time: number) => new Date(time).toISOString();

/** Chats with a message due, those served longest ago first (a chat never served first of all), ties in random order. */
async function chatsInTurn(store: Store, now: number): Promise<string[]> {
  const due = (
    await telegramQueue(store).distinct('chatId', { status: 'pending', nextAttemptAt: { $lte: iso(now) } })
  ).filter((chatId): chatId is string => typeof chatId === 'string');
  return chatsFreeInTurn(store, due, now);
}

/** The user blocked the bot: their Telegram is switched off (shown on /dispositivos) and the chat's queue dropped. */
async function chatBlocked(store: Store, message: TelegramQueueDoc, now: number): Promise<void> {
  await store
    .collection<{ _id: string }>('users')
    .updateOne(
      { _id: message.userId, 'telegram.id': message.chatId },
      { $set: { 'telegram.active': false, 'telegram.blockedAt': iso(now) } },
    );
  await failPendingMessages(store, { chatId: message.chatId }, 'chat bloqueou o robô');
}

/** The send was answered with success. */
async function markSent(store: Store, message: TelegramQueueDoc, now: number, count: CountOutcome): Promise<void> {
  await telegramQueue(store).updateOne(
    { _id: message._id },
    { $set: { status: 'sent', sending: false, lastError: null, sentAt: iso(now), settledAt: new Date(now) } },
  );
  recordDelivered('telegram', message.closeAt, now);
  count('sent');
}

/** The send was held back by the open breaker: the message keeps its place and goes when Telegram answers again. */
async function putBack(store: Store, message: TelegramQueueDoc): Promise<void> {
  await telegramQueue(store).updateOne({ _id: message._id }, { $set: { sending: false, attempts: message.attempts } });
}

/** Records a failed send on its message: paused, given up, or retried. */
async function markFailed(
  options: TelegramPassOptions,
  message: TelegramQueueDoc,
  attempts: number,
  unknownOutcomes: number,
  error: unknown,
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
    await queue.updateOne(
      { _id: message._id },
      {
        $set: {
          sending: false,
          attempts: message.attempts,
          lastError,
          nextAttemptAt: iso(failure.retryAt),
          rateLimitedAt: iso(now),
        },
      },
    );
    options.count('rateLimited');
    return;
  }
  if (failure.kind === 'refused') {
    await chatBlocked(store, message, now);
    options.count('failed');
    return;
  }
  if (failure.kind === 'unknown') {
    // No answer is no failure: Telegram may have the message, or may be stalled. The message keeps its place in its
    // chat (nothing later overtakes it) and goes again after the back-off, until its deadline; the Bot API has no
    // idempotency key, so the chat may get it twice: counted on the message and in the counts.
    const outcomes = unknownOutcomes + 1;
    const retryAt = now + retryDelayMs(outcomes);
    await queue.updateOne(
      { _id: message._id },
      {
        $set: {
          sending: false,
          attempts: message.attempts,
          unknownOutcomes: outcomes,
          lastError,
          nextAttemptAt: iso(retryAt),
        },
      },
    );
    await holdBehind(queue, { chatId: message.chatId }, retryAt);
    options.count('unknown');
    return;
  }
  const giveUp = attempts >= MAX_TELEGRAM_ATTEMPTS;
  await queue.updateOne(
    { _id: message._id },
    {
      $set: {
        status: giveUp ? 'failed' : 'pending',
        sending: false,
        lastError,
        nextAttemptAt: iso(now + retryDelayMs(attempts)),
        ...(giveUp ? { settledAt: new Date(now) } : {}),
      },
    },
  );
  if (giveUp) options.count('failed');
}

/**
 * Sends one chat's message and records the answer, then gives the chat back with its pace: it holds this chat only.
 * The chat's pace counts from the answer, not from the token: Telegram received the send before it answered, so the
 * next send to the chat arrives at least one spacing after this one, however late this one left or arrived.
 */
async function sendAndRelease(
  options: TelegramPassOptions,
  chatId: string,
  message: TelegramQueueDoc,
  unknownOutcomes: number,
) {
  const { store, sender, clock, owner } = options;
  const attempts = message.attempts + 1;
  let answeredAt: number | null = null;
  try {
    await inSendSpan('telegram', message, { 'agulhadas.chat': hashPersonal(message.chatId) }, async (span) => {
      const outcome = await options.breaker.send(
        () =>
          sender.send({
            chatId: message.chatId,
            text: message.text,
            buttonText: message.buttonText,
            buttonUrl: message.buttonUrl,
          }),
        (settled) => !settled.ok && classifySendError(settled.error).kind === 'unknown',
      );
      span.setAttribute(
        'agulhadas.outcome',
        !outcome ? 'held' : outcome.ok ? 'sent' : classifySendError(outcome.error).kind,
      );
      if (!outcome) return await putBack(store, message);
      answeredAt = clock.now();
      if (outcome.ok) await markSent(store, message, answeredAt, options.count);
      else await markFailed(options, message, attempts, unknownOutcomes, outcome.error);
    });
  } finally {
    await releaseChat(store, chatId, owner, answeredAt, chatSpacingMs(chatId));
  }
}

/**
 * One pass over the Telegram queue: lease up to `chatsPerPass` chats in turn, send each its oldest pending message
 * (only once it is due, so a message in back-off is never overtaken), every send on a token of the bot's shared
 * bucket and of the chat's own pace. A pass does not wait for Telegram's answers: each send releases its own chat
 * when answered, so a send that hangs until its timeout holds one chat, not the whole pass. An alert past its
 * deadline is marked expired instead. A message found claimed but never settled (its notifier stopped mid-send) has
 * an unknown outcome: sent again. While the bot's breaker is open, only its probe goes. Answers how many messages it
 * sent or settled (0: nothing to do).
 */
export async function telegramPass(options: TelegramPassOptions): Promise<number> {
  const { store, clock, owner, inFlight } = options;
  const queue = telegramQueue(store);
  const room = Math.min(options.chatsPerPass, options.maxInFlight - inFlight.size);
  await options.breaker.refresh();
  // Claims and reads go out together: against a database a few milliseconds away, one after the other they would
  // leave the bot's pace idle. A chat claimed elsewhere in the meantime is simply left out of this pass.
  const candidates = room > 0 ? (await chatsInTurn(store, clock.now())).slice(0, room) : [];
  const leased = (
    await Promise.all(candidates.map((chatId) => claimChat(store, chatId, owner, clock.now(), options.leaseMs)))
  ).filter((lease): lease is ChatLeaseDoc => lease !== null);
  const heads = new Map<string, TelegramQueueDoc>();
  await Promise.all(
    leased.map(async (chat) => {
      const head = await queue.findOne({ chatId: chat._id, status: 'pending' }, { sort: { createdAt: 1, _id: 1 } });
      if (head) heads.set(chat._id, head);
    }),
  );
  const deadlines = await alertDeadlines(
    store,
    [...heads.values()].map((message) => message.notificationId),
  );
  const idle: string[] = [];
  let done = 0;
  let leaseLeft = true;
  for (const chat of leased) {
    const message = heads.get(chat._id);
    if (!message || !leaseLeft || Date.parse(message.nextAttemptAt) > clock.now()) {
      idle.push(chat._id);
      continue;
    }
    const unknownOutcomes = (message.unknownOutcomes ?? 0) + (message.sending ? 1 : 0);
    const deadline = deadlines.get(message.notificationId);
    if (deadline !== undefined && deadline <= clock.now()) {
      await markExpired(queue, message._id, clock.now());
      options.count('expired');
      idle.push(chat._id);
      done += 1;
      continue;
    }
    // Telegram is stalled and its probe is not due: no token is spent, the chat waits with its message in place.
    if (options.breaker.heldUntil() !== null) {
      idle.push(chat._id);
      continue;
    }
    const token = await botSlot(store, clock, options.pause);
    // A send that could outlast the lease is left to the next pass: another replica may hold the chat by then.
    if (token + options.sendTimeoutMs > chat.leaseUntil) {
      leaseLeft = false;
      idle.push(chat._id);
      continue;
    }
    await queue.updateOne(
      { _id: message._id, status: 'pending' },
      { $set: { sending: true, attempts: message.attempts + 1, unknownOutcomes } },
    );
    inFlight.add(sendAndRelease(options, chat._id, message, unknownOutcomes));
    done += 1;
  }
  for (const chatId of idle) await releaseChat(store, chatId, owner, null, chatSpacingMs(chatId));
  return done;
}
