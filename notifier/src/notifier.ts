import { randomUUID } from 'node:crypto';
import type { EmailSender } from '@agulhadas/delivery/email/email-sender';
import type { EmailSite } from '@agulhadas/delivery/email/render-email';
import type { PushSender } from '@agulhadas/delivery/push/push-sender';
import { TELEGRAM_SEND_TIMEOUT_MS } from '@agulhadas/delivery/telegram/bot-api-sender';
import type { TelegramSender } from '@agulhadas/delivery/telegram/telegram-sender';
import { oldestDueAge, oldestDueAges } from '@agulhadas/delivery/queue/oldest-due';
import type { Store } from '@agulhadas/delivery/store/types';
import type { QueueAges } from '@agulhadas/domain/health/health-verdict';
import { systemClock, type Clock } from './clock';
import { addCounts, countsLine, countsSince, noCounts, type DeliveryCounts } from './delivery-counts';
import { InFlight } from './in-flight';
import { emailPass } from './email/email-pass';
import { errorText } from './send-outcome';
import { pushPass } from './push/push-pass';
import { TELEGRAM_PROVIDER, telegramPass } from './telegram/telegram-pass';
import { providerBreakers } from './breaker/provider-breaker';
import { recordUndelivered } from '@agulhadas/delivery/telemetry/delivery-metrics';

export interface NotifierOptions {
  store: Store;
  /** Null when Telegram is switched off: its queue is left alone. */
  telegram: TelegramSender | null;
  /** Null when e-mail is switched off. */
  email: EmailSender | null;
  /** Null when web push is switched off. */
  push?: PushSender | null;
  site: EmailSite;
  emailPerSecond: number;
  clock?: Clock;
  /** Chats leased per pass (default 60, two seconds of the bot's pace). */
  chatsPerPass?: number;
  /** The wait after a pass with nothing to do. */
  idleMs?: number;
  log?: (line: string) => void;
}

export interface Notifier {
  /** This replica's name in the chat leases. */
  readonly owner: string;
  /**
   * Passes until no message is due, waiting on the clock for the chats' pace and for leases held elsewhere (given up
   * after two leases without progress): the tests' one drain.
   */
  drain(): Promise<DeliveryCounts>;
  /** Drains continuously; the counts of each minute go to the log. */
  start(): void;
  /** Finishes the sends in flight, releases the leases and stops. */
  stop(): Promise<void>;
  /** How long the oldest due message of each queue has waited, on the notifier's clock. */
  dueAges(): Promise<QueueAges>;
  /** Logs the counts since the last call (sent, 429, failed, expired per channel) and starts counting again: once a minute while running. */
  logCounts(): void;
  /** Counted since the start. */
  readonly totals: Record<Channel, DeliveryCounts>;
}

type Channel = 'telegram' | 'email' | 'push';
const noChannelCounts = (): Record<Channel, DeliveryCounts> => ({
  telegram: noCounts(),
  email: noCounts(),
  push: noCounts(),
});

/** Longer than two seconds of token waits plus the send timeout, so a lease never ends under a send. */
const LEASE_MS = 3 * TELEGRAM_SEND_TIMEOUT_MS;
/** Telegram sends waiting on an answer at once, per replica: ten seconds of the bot's pace, the longest a send may wait. */
const MAX_TELEGRAM_IN_FLIGHT = 300;
/** Users whose push messages await an answer at once, per replica: push has no shared pace, so this bounds a pass's fan-out. */
const MAX_PUSH_USERS_IN_FLIGHT = 300;
const total = (counts: DeliveryCounts) =>
  counts.sent + counts.rateLimited + counts.failed + counts.unknown + counts.expired;

/**
 * The notifier: drains the Telegram queue, the e-mail outbox and the push queue, each in its own loop, at the pace the providers
 * allow, shared with every other replica through the store.
 */
export function createNotifier(options: NotifierOptions): Notifier {
  const clock = options.clock ?? systemClock;
  const owner = `notifier-${randomUUID()}`;
  const log = options.log ?? (() => undefined);
  const idleMs = options.idleMs ?? 500;
  const totals = noChannelCounts();
  const pause = { until: 0 };
  let minute = noChannelCounts();
  let stopping = false;
  let loops: Promise<void>[] = [];
  let ticker: ReturnType<typeof setInterval> | null = null;
  const recordFailed = (error: unknown) => log(`notifier: recording a send failed: ${errorText(error)}`);
  // Per channel: a slow push service never takes the room of Telegram's sends, nor the other way round.
  const inFlight = { telegram: new InFlight(recordFailed), push: new InFlight(recordFailed) };
  const everyInFlight = Object.values(inFlight);
  // One breaker per provider, its state shared with the other replicas through the store like the pace.
  const breakerOf = providerBreakers(options.store, clock, log);
  const count = (channel: Channel) => (outcome: keyof DeliveryCounts) => {
    totals[channel][outcome] += 1;
    minute[channel][outcome] += 1;
    if (outcome === 'rateLimited' || outcome === 'failed' || outcome === 'expired') recordUndelivered(channel, outcome);
  };

  /** Each pass answers how many messages it sent or settled: none means there was nothing to do. */
  const passes: Array<{ channel: Channel; pass: () => Promise<number> }> = [];
  /** A pass that answers its counts once its sends are done (e-mail). */
  const counted = (channel: Channel, run: () => Promise<DeliveryCounts>) => async () => {
    const counts = await run();
    for (const outcome of ['rateLimited', 'failed', 'expired'] as const)
      recordUndelivered(channel, outcome, counts[outcome]);
    addCounts(totals[channel], counts);
    addCounts(minute[channel], counts);
    return total(counts);
  };
  if (options.telegram) {
    const sender = options.telegram;
    passes.push({
      channel: 'telegram',
      pass: () =>
        telegramPass({
          store: options.store,
          sender,
          clock,
          owner,
          chatsPerPass: options.chatsPerPass ?? 60,
          leaseMs: LEASE_MS,
          sendTimeoutMs: TELEGRAM_SEND_TIMEOUT_MS,
          pause,
          inFlight: inFlight.telegram,
          maxInFlight: MAX_TELEGRAM_IN_FLIGHT,
          breaker: breakerOf(TELEGRAM_PROVIDER),
          count: count('telegram'),
        }),
    });
  }
  if (options.email) {
    const sender = options.email;
    passes.push({
      channel: 'email',
      pass: counted('email', () =>
        emailPass({
          store: options.store,
          sender,
          site: options.site,
          clock,
          perSecond: options.emailPerSecond,
          leaseMs: LEASE_MS,
          breaker: breakerOf(sender.provider),
        }),
      ),
    });
  }

  if (options.push) {
    const sender = options.push;
    passes.push({
      channel: 'push',
      pass: () =>
        pushPass({
          store: options.store,
          sender,
          clock,
          owner,
          usersPerPass: options.chatsPerPass ?? 60,
          leaseMs: LEASE_MS,
          maxInFlight: MAX_PUSH_USERS_IN_FLIGHT,
          inFlight: inFlight.push,
          breakerOf,
          count: count('push'),
          log,
        }),
    });
  }

  const logCounts = () => {
    log(
      `notifier, last minute — ${countsLine('Telegram', minute.telegram)}; ${countsLine('e-mail', minute.email)}; ${countsLine('web push', minute.push)}`,
    );
    minute = noChannelCounts();
  };

  /** After a pass with nothing to do: `idleMs`, or less when an answer frees a chat or a user before. */
  const idle = (channel: Channel) => {
    const sleep = clock.sleepUntil(clock.now() + idleMs);
    const sends = channel === 'email' ? null : inFlight[channel];
    return sends?.size ? Promise.race([sends.any(), sleep]) : sleep;
  };
  const allCounts = () => {
    const counts = noCounts();
    for (const channel of Object.values(totals)) addCounts(counts, channel);
    return counts;
  };

  return {
    owner,
    totals,
    async drain() {
      const before = allCounts();
      let idleSince = clock.now();
      for (;;) {
        let done = 0;
        for (const { pass } of passes) done += await pass();
        if (done > 0) {
          idleSince = clock.now();
          continue;
        }
        // A test's clock moves only when nothing is waiting on a provider: time does not race ahead of an answer.
        const waiting = everyInFlight.filter((sends) => sends.size);
        if (waiting.length) {
          await Promise.race(waiting.map((sends) => sends.any()));
          continue;
        }
        if ((await oldestDueAge(options.store, clock.now())) === null || clock.now() - idleSince > 2 * LEASE_MS)
          return countsSince(allCounts(), before);
        await clock.sleepUntil(clock.now() + idleMs);
      }
    },
    start() {
      const loop = async ({ channel, pass }: (typeof passes)[number]) => {
        while (!stopping) {
          try {
            if (!(await pass())) await idle(channel);
          } catch (error) {
            log(`notifier: ${channel} pass failed: ${errorText(error)}`);
            await clock.sleepUntil(clock.now() + idleMs);
          }
        }
      };
      // Two Telegram loops: while one waits for the bot's tokens, the other picks and leases its next chats, so the
      // store reads between passes never leave the bot's pace unused. Leases keep them off each other's chats.
      loops = passes.flatMap((entry) => (entry.channel === 'telegram' ? [loop(entry), loop(entry)] : [loop(entry)]));
      ticker = setInterval(logCounts, 60_000);
      ticker.unref();
    },
    async stop() {
      stopping = true;
      // Each loop ends after its pass in flight; then every send still waiting is answered, recorded and its chat released.
      await Promise.all(loops);
      await Promise.all(everyInFlight.map((sends) => sends.all()));
      if (ticker) clearInterval(ticker);
    },
    logCounts,
    dueAges: () => oldestDueAges(options.store, clock.now()),
  };
}
