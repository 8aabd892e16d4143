import { oldestDueAges } from '@agulhadas/delivery/queue/oldest-due';
import { outboxEmails } from '@agulhadas/delivery/queue/outbox-emails';
import { outcomesSince, queueBacklogs } from '@agulhadas/delivery/queue/queue-figures';
import type { DeliveryOverview, FailedEmail, LastRobotRound } from '@agulhadas/domain/admin/delivery-overview';
import { DELIVERY_QUEUES } from '@agulhadas/domain/health/health-verdict';
import { lastRobotRound } from '../../store/meta';
import type { Store } from '../../store/types';

/** The failed e-mails listed at once: a support queue, not an archive (the total says how many more there are). */
export const FAILED_EMAILS_LISTED = 50;
const HOUR_MS = 3_600_000;

const seconds = (ms: number | null) => (ms === null ? null : Math.round(ms / 1000));

async function robotRound(store: Store, now: Date): Promise<LastRobotRound | null> {
  const last = await lastRobotRound(store);
  if (!last) return null;
  return {
    at: last.at.toISOString(),
    ageSeconds: Math.max(0, Math.round((now.getTime() - last.at.getTime()) / 1000)),
    durationMs: last.facts?.durationMs ?? null,
    items: last.facts?.items ?? null,
    refusedCount: last.facts?.refusedCount ?? 0,
    refused: last.facts?.refused ?? [],
  };
}

async function failedEmails(store: Store): Promise<{ list: FailedEmail[]; total: number }> {
  const failed = { status: 'failed' };
  const [docs, total] = await Promise.all([
    outboxEmails(store)
      .find(failed, { sort: { settledAt: -1, _id: 1 }, limit: FAILED_EMAILS_LISTED })
      .toArray(),
    outboxEmails(store).countDocuments(failed),
  ]);
  const list = docs.map((doc) => ({
    id: doc._id,
    to: doc.to,
    subject: doc.subject,
    template: doc.template,
    attempts: doc.attempts,
    lastError: doc.lastError,
    createdAt: doc.createdAt,
    failedAt: doc.settledAt ? new Date(doc.settledAt).toISOString() : null,
  }));
  return { list, total };
}

/**
 * The Entregas screen's figures, read from the store with the same code as /api/health (the oldest due message per
 * queue, the robot's last round) and the queue gauges of the telemetry (the backlog), plus the last hour's outcomes
 * counted from the queue records and the failed e-mails support can send again.
 */
export async function deliveryOverview(store: Store, now: Date): Promise<DeliveryOverview> {
  const [backlogs, ages, lastHour, robot, failed] = await Promise.all([
    queueBacklogs(store),
    oldestDueAges(store, now.getTime()),
    outcomesSince(store, now.getTime() - HOUR_MS),
    robotRound(store, now),
    failedEmails(store),
  ]);
  return {
    at: now.toISOString(),
    channels: DELIVERY_QUEUES.map((channel) => ({
      channel,
      backlog: backlogs[channel],
      oldestDueSeconds: seconds(ages[channel]),
      lastHour: lastHour[channel],
    })),
    robot,
    failedEmails: failed.list,
    failedEmailsTotal: failed.total,
  };
}
