import { DUE_MESSAGE_MAX_AGE_MS, ROBOT_ROUND_MAX_AGE_MS } from './health-thresholds';

/** The delivery queues a health report watches, by channel. */
export const DELIVERY_QUEUES = ['telegram', 'push', 'email'] as const;
export type DeliveryQueue = (typeof DELIVERY_QUEUES)[number];

/** How long the oldest due message of each queue has waited, in ms; null when none is due. */
export type QueueAges = Record<DeliveryQueue, number | null>;

/** The top of every runtime's health report: `degraded` with the reasons past a threshold, else `ok`. */
export interface HealthVerdict {
  status: 'ok' | 'degraded';
  reasons: string[];
}

export const healthVerdict = (reasons: readonly string[]): HealthVerdict => ({
  status: reasons.length ? 'degraded' : 'ok',
  reasons: [...reasons],
});

/** A probe reads the status code: 503 past any threshold, so the host or the monitor acts on it. */
export const healthHttpStatus = (verdict: HealthVerdict): 200 | 503 => (verdict.status === 'ok' ? 200 : 503);

export const STORE_UNREACHABLE = 'store-unreachable';
export const ROBOT_ROUND_LATE = 'robot-round-late';
export const queueLate = (queue: DeliveryQueue): string => `${queue}-queue-late`;

/** Each queue whose oldest due message has waited longer than the notifier should ever let it. */
export const lateQueueReasons = (ages: QueueAges): string[] =>
  DELIVERY_QUEUES.filter((queue) => (ages[queue] ?? 0) > DUE_MESSAGE_MAX_AGE_MS).map(queueLate);

/**
 * The robot's last round is too old. No round recorded at all is not a reason: a new deployment has not seen the
 * robot's first round yet, and the first round after a deploy records one within 15 minutes.
 */
export const robotRoundReasons = (ageMs: number | null): string[] =>
  ageMs !== null && ageMs > ROBOT_ROUND_MAX_AGE_MS ? [ROBOT_ROUND_LATE] : [];
