import { oldestDueAges } from '@agulhadas/delivery/queue/oldest-due';
import {
  DELIVERY_QUEUES,
  healthVerdict,
  lateQueueReasons,
  robotRoundReasons,
  STORE_UNREACHABLE,
  type HealthVerdict,
  type QueueAges,
} from '@agulhadas/domain/health/health-verdict';
import { lastRobotRoundAt } from '../store/meta';
import type { Store } from '../store/types';

/** What the store tells about the product's pulse: its round trip, the robot's last round, the queues' oldest waits. */
interface StoreFacts {
  roundTripMs: number;
  lastRoundAt: Date | null;
  ages: QueueAges;
}

/**
 * The API's health report: the same top (version, status, reasons) as the robot's and the notifier's, then the
 * store, the robot's last round and the delivery queues. Only ages and counts: nothing personal, no secret.
 */
export type ApiHealthReport = { version: string } & HealthVerdict & {
    store: { reachable: boolean; roundTripMs: number | null };
    robot: { lastRoundAt: string | null; lastRoundAgeSeconds: number | null };
    queues: Record<keyof QueueAges, { oldestDueSeconds: number | null }>;
  };

const seconds = (ms: number | null) => (ms === null ? null : Math.round(ms / 1000));

async function readStoreFacts(store: Store, now: Date): Promise<StoreFacts> {
  const started = performance.now();
  await store.ping();
  const roundTripMs = Math.round(performance.now() - started);
  const [lastRoundAt, ages] = await Promise.all([lastRobotRoundAt(store), oldestDueAges(store, now.getTime())]);
  return { roundTripMs, lastRoundAt, ages };
}

/** Any failure to read the store reads as unreachable; its error goes to `log` (the host's log), never to the caller. */
export async function apiHealthReport(
  store: Store,
  now: Date,
  version: string,
  log: (error: unknown) => void,
): Promise<ApiHealthReport> {
  const facts = await readStoreFacts(store, now).catch((error: unknown) => {
    log(error);
    return null;
  });
  const roundAgeMs = facts?.lastRoundAt ? Math.max(0, now.getTime() - facts.lastRoundAt.getTime()) : null;
  const reasons = facts ? [...robotRoundReasons(roundAgeMs), ...lateQueueReasons(facts.ages)] : [STORE_UNREACHABLE];
  return {
    version,
    ...healthVerdict(reasons),
    store: { reachable: facts !== null, roundTripMs: facts?.roundTripMs ?? null },
    robot: { lastRoundAt: facts?.lastRoundAt?.toISOString() ?? null, lastRoundAgeSeconds: seconds(roundAgeMs) },
    queues: Object.fromEntries(
      DELIVERY_QUEUES.map((queue) => [queue, { oldestDueSeconds: seconds(facts?.ages[queue] ?? null) }]),
    ) as ApiHealthReport['queues'],
  };
}
