import type { Document } from '../store/types';

/** A message waiting in a delivery queue (Telegram messages, e-mails). */
export interface QueuedDelivery extends Document {
  _id: string;
  /** 'expired': an alert that could not leave before its timeframe's next close, dropped rather than sent late. */
  status: 'pending' | 'sent' | 'failed' | 'expired';
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  /** When it left the queue (sent, failed or expired): a Date, so the retention index can delete it later. */
  settledAt?: Date;
  /** Claimed for a send whose answer has not been recorded: found so by another notifier, its outcome is unknown. */
  sending?: boolean;
  /** Sends whose outcome was unknown (timed out after leaving, or the notifier stopped mid-send): resent once only. */
  unknownOutcomes?: number;
  /**
   * The last time the provider answered 429 (asked to wait): the message stays pending, so only this date lets the
   * store count rate-limited sends across every notifier process (the 429 metric counts per process).
   */
  rateLimitedAt?: string;
  /**
   * The W3C trace context of the work that queued it (an alert's ingest): the send continues that trace, so one trace
   * runs from the robot's round to the provider's answer although the send happens later, in another process.
   */
  traceparent?: string;
  /** For an alert: the close of the candle it announces, from which close-to-delivery is measured. */
  closeAt?: string;
}

/** Sent, failed and expired messages are kept this long for support, then MongoDB deletes them. */
export const SETTLED_RETENTION_SECONDS = 30 * 86_400;

/** The receiver asked to wait (a rate limit): retried at `retryAt`, without counting as a failed attempt. */
export class DeliveryDeferred extends Error {
  constructor(
    message: string,
    readonly retryAt: Date,
  ) {
    super(message);
  }
}

/** The receiver will never take it (the user blocked the bot, say): failed at once, no retry. */
export class DeliveryRefused extends Error {}

/** Back-off after the n-th failed attempt: 30 s, 1 min, 2 min… capped at 6 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);
}
