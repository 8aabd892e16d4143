/** What the notifier did, counted for the per-minute log line and the tests. */
export interface DeliveryCounts {
  sent: number;
  /** Telegram's 429 answers: each paused every send of the bot. */
  rateLimited: number;
  /** Messages given up (attempts exhausted or refused). */
  failed: number;
  /**
   * Sends left without an answer in time (the provider may have the message): each message stays in its place and
   * goes again later, so its recipient may get it twice.
   */
  unknown: number;
  /** Alerts not sent before their timeframe's next close. */
  expired: number;
}

/** Counts one outcome as it happens: a send is counted when its answer arrives, after its pass has moved on. */
export type CountOutcome = (outcome: keyof DeliveryCounts) => void;

export const noCounts = (): DeliveryCounts => ({ sent: 0, rateLimited: 0, failed: 0, unknown: 0, expired: 0 });

export function addCounts(total: DeliveryCounts, more: DeliveryCounts): void {
  total.sent += more.sent;
  total.rateLimited += more.rateLimited;
  total.failed += more.failed;
  total.unknown += more.unknown;
  total.expired += more.expired;
}

/** What was counted between two readings of the same totals. */
export const countsSince = (now: DeliveryCounts, before: DeliveryCounts): DeliveryCounts => ({
  sent: now.sent - before.sent,
  rateLimited: now.rateLimited - before.rateLimited,
  failed: now.failed - before.failed,
  unknown: now.unknown - before.unknown,
  expired: now.expired - before.expired,
});

export const countsLine = (channel: string, counts: DeliveryCounts) =>
  `${channel}: sent ${counts.sent}, 429 ${counts.rateLimited}, failed ${counts.failed}, unanswered ${counts.unknown}, expired ${counts.expired}`;
