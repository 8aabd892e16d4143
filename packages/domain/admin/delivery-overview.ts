import type { DeliveryQueue } from '../health/health-verdict';

/** Outcomes of the last hour on one channel, counted from the queue's records. */
export interface LastHourOutcomes {
  sent: number;
  /** Messages the provider answered 429 (asked to wait) in the hour; they stay queued and go later. */
  rateLimited: number;
  failed: number;
  expired: number;
}

/** One channel's queue: what waits, how long the oldest due message has waited, and the last hour. */
export interface ChannelDelivery {
  channel: DeliveryQueue;
  /** Messages still to send (pending, due or not yet). */
  backlog: number;
  /** How long the oldest due message has waited; null when none is due. */
  oldestDueSeconds: number | null;
  lastHour: LastHourOutcomes;
}

/** One item of the robot's round that the API refused, with its reason in Portuguese. */
export interface RefusedItem {
  asset: string | null;
  timeframe: string | null;
  error: string;
}

/** The robot's last round as the API applied it. */
export interface LastRobotRound {
  at: string;
  ageSeconds: number;
  /** How long the API took to apply it; null for a round recorded before durations were kept. */
  durationMs: number | null;
  items: number | null;
  refusedCount: number;
  /** The first refused items (the count is whole). */
  refused: RefusedItem[];
}

/** An e-mail the notifier gave up on, with why. */
export interface FailedEmail {
  id: string;
  to: string;
  subject: string;
  template: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  failedAt: string | null;
}

/** What the back office's Entregas screen shows. */
export interface DeliveryOverview {
  at: string;
  channels: ChannelDelivery[];
  robot: LastRobotRound | null;
  failedEmails: FailedEmail[];
  /** All failed e-mails still kept (the list shows the newest). */
  failedEmailsTotal: number;
}
