import type { Store } from '../store/types';
import { oldestDueAges } from '../queue/oldest-due';
import { queueBacklogs } from '../queue/queue-figures';
import { instruments } from './instruments';
import { METRICS, type DeliveryChannel } from './metric-names';

/**
 * A message the provider accepted: close-to-delivery is recorded when it announces a candle's close, measured on the
 * notifier's clock at the answer (the moment Telegram, the push service or the SMTP server took it).
 */
export function recordDelivered(channel: DeliveryChannel, closeAt: string | undefined, acceptedAt: number): void {
  if (!closeAt) return;
  const closed = Date.parse(closeAt);
  if (!Number.isFinite(closed)) return;
  instruments().closeToDelivery.record(Math.max(0, acceptedAt - closed) / 1000, { channel });
}

/** An outcome other than sent, counted per channel. */
export function recordUndelivered(
  channel: DeliveryChannel,
  outcome: 'rateLimited' | 'failed' | 'expired',
  messages = 1,
): void {
  if (messages <= 0) return;
  const counter = {
    rateLimited: instruments().deliveryRateLimited,
    failed: instruments().deliveryFailed,
    expired: instruments().deliveryExpired,
  }[outcome];
  counter.add(messages, { channel });
}

/**
 * The queues' gauges, read from the store when the metrics are collected (once a minute by the exporter): messages
 * waiting per channel, and how long the oldest due one has waited.
 */
export function observeQueues(store: Store, now: () => number): void {
  const { meter } = instruments();
  const backlog = meter.createObservableGauge(METRICS.queueBacklog.name, {
    unit: METRICS.queueBacklog.unit,
    description: METRICS.queueBacklog.description,
  });
  const oldest = meter.createObservableGauge(METRICS.queueOldestDueAge.name, {
    unit: METRICS.queueOldestDueAge.unit,
    description: METRICS.queueOldestDueAge.description,
  });
  meter.addBatchObservableCallback(
    async (result) => {
      const counts = await queueBacklogs(store);
      const ages = await oldestDueAges(store, now());
      for (const channel of Object.keys(counts) as DeliveryChannel[]) {
        result.observe(backlog, counts[channel], { channel });
        result.observe(oldest, (ages[channel] ?? 0) / 1000, { channel });
      }
    },
    [backlog, oldest],
  );
}
