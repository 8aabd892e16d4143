/** What the notifier did, counted for the per-minute log line and the tests. */
export interface DeliveryCounts {
  sent: number;
  /** Telegram's 429 answers: each paused every send of the bot. */
  rateLimited: number;
  /** Messages given up (attempts exhausted, refused, or an unknown outcome twice). */
  failed: number;
  /** Alerts not sent before their timeframe's next close. */
  expired: number;
}

export const noCounts = (): DeliveryCounts => ({ sent: 0, rateLimited: 0, failed: 0, expired: 0 });

export function addCounts(total: DeliveryCounts, more: DeliveryCounts): void {
  total.sent += more.sent;
  total.rateLimited += more.rateLimited;
  total.failed += more.failed;
  total.expired += more.expired;
}

export const countsLine = (channel: string, counts: DeliveryCounts) =>
  `${channel}: sent ${counts.sent}, 429 ${counts.rateLimited}, failed ${counts.failed}, expired ${counts.expired}`;
