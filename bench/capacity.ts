import { LatencyStore } from '../tests/support/latency-store';
import { runCapacityRound, type CapacityFigures, type CapacityOptions } from './support/capacity-round';

/**
 * The capacity of alert delivery on a busy close (`npm run bench -- capacity`): 100 000 users with 1 000 000 alerts
 * in the mix of bench/alerts.ts, 80 % of them with Telegram linked (five group chats of 40 members among them), one
 * close on which about 20 000 alerts fire through the real ingest function and alert engine, and two notifiers
 * draining the queue into a Telegram stand-in that enforces the Bot API's limits (bench/support/telegram-stand-in.ts),
 * 2 % of sends answering 500 and 0.5 % delivered but answered after the sender's timeout; the first notifier is
 * killed mid-batch. Ingest calls carry what the robot's requests carry, and the store answers as a database 2 ms away
 * does (tests/support/latency-store.ts). It runs in real time (no time scale: the notifier's pace, leases and timeouts are the deployed
 * ones), so it takes at least the queue's length at 30 a second; run it in the background.
 */
export const FULL_SCALE: CapacityOptions = {
  users: 100_000,
  alerts: 1_000_000,
  telegramShare: 0.8,
  groups: 5,
  groupMembers: 40,
  movingSeries: 2700,
  // Every handler and both notifiers reach the store over a modelled network (2 ms a round trip, a pool of 100).
  wrapStore: (store) => new LatencyStore(store),
  killAtShare: 0.25,
  timeoutShare: 0.005,
  maxDrainMs: 30 * 60_000,
};

const seconds = (ms: number | null) => (ms === null ? 'not reached' : `${(ms / 1000).toFixed(1)} s`);
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

export function printFigures(figures: CapacityFigures): void {
  const row = (label: string, value: string, goal: string, met: boolean | null) =>
    console.log(`  ${label.padEnd(52)} ${value.padStart(14)}   ${goal.padEnd(22)} ${met === null ? '' : verdict(met)}`);
  console.log(
    `population: ${figures.users} users, ${figures.alerts} alerts; Telegram active for ${(figures.telegramActiveShare * 100).toFixed(1)} % of users`,
  );
  console.log(
    `busy close: ${figures.fired} alerts fired, ${figures.queued} Telegram messages queued, at most ${figures.mostMessagesOneChat} to one chat; ${figures.ingestCalls} ingest calls`,
  );
  console.log(
    `stand-in: ${figures.standInRequests} requests, ${figures.serverErrors} answered 500, ${figures.heldPastTimeout} delivered but answered after the timeout; first notifier killed with ${figures.killedWithInFlight} sends in flight`,
  );
  console.log('from the start of the round’s first ingest call:');
  row(
    'slowest ingest request',
    `${(figures.slowestIngestMs / 1000).toFixed(2)} s`,
    'goal <= 15 s',
    figures.slowestIngestMs <= 15_000,
  );
  row(
    'first 1 000 messages',
    seconds(figures.firstThousandMs),
    'goal <= 60 s',
    figures.firstThousandMs !== null && figures.firstThousandMs <= 60_000,
  );
  row(
    `last message (${figures.delivered} of ${figures.queued} delivered)`,
    seconds(figures.lastMs),
    'goal <= 900 s',
    figures.pendingLeft === 0 && figures.lastMs !== null && figures.lastMs <= 900_000,
  );
  const by = figures.rateLimitedBy;
  row(
    `429s received (bot ${by.bot}, chat ${by.chat}, group ${by.group})`,
    String(figures.rateLimited),
    'goal 0',
    figures.rateLimited === 0,
  );
  row(
    `sent twice beyond at-least-once (${figures.documentedResends} documented)`,
    String(figures.duplicatesBeyondAtLeastOnce),
    'goal 0',
    figures.duplicatesBeyondAtLeastOnce === 0,
  );
  row('out of order per chat', String(figures.outOfOrder), 'goal 0', figures.outOfOrder === 0);
  row('expired', String(figures.expired), 'goal 0', figures.expired === 0);
  row('failed (gave up) / still pending', `${figures.failed} / ${figures.pendingLeft}`, '', null);
}

export async function run(): Promise<void> {
  const started = Date.now();
  const log = (line: string) => console.log(`  [${((Date.now() - started) / 1000).toFixed(0)} s] ${line}`);
  printFigures(await runCapacityRound({ ...FULL_SCALE, log }));
}
