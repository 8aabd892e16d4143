/**
 * Every metric the product records, named once: the robot, the API and the notifier take their names, units and
 * histogram buckets from here, and the operations runbook lists the same set.
 */
export const METRICS = {
  robotRoundDuration: {
    name: 'agulhadas.robot.round.duration',
    unit: 's',
    description: 'Time of one robot round, from its start to the last answer of the API.',
  },
  robotRefusedItems: {
    name: 'agulhadas.robot.refused_items',
    unit: '{item}',
    description: 'Series the API refused in a round.',
  },
  ingestDuration: {
    name: 'agulhadas.ingest.duration',
    unit: 'ms',
    description: 'Time the API took to store, evaluate and alert one robot round.',
  },
  alertsFired: {
    name: 'agulhadas.alerts.fired',
    unit: '{alert}',
    description: 'Alerts fired by one round (per close).',
  },
  queueBacklog: {
    name: 'agulhadas.queue.backlog',
    unit: '{message}',
    description: 'Messages waiting to be sent, per channel.',
  },
  queueOldestDueAge: {
    name: 'agulhadas.queue.oldest_due_age',
    unit: 's',
    description: 'How long the oldest due message has waited, per channel.',
  },
  closeToDelivery: {
    name: 'agulhadas.delivery.close_to_delivery',
    unit: 's',
    description: "From the candle's close to the moment the provider accepted the message, per channel.",
  },
  deliveryRateLimited: {
    name: 'agulhadas.delivery.rate_limited',
    unit: '{message}',
    description: 'Sends the provider answered with a rate limit, per channel.',
  },
  deliveryFailed: {
    name: 'agulhadas.delivery.failed',
    unit: '{message}',
    description: 'Messages given up, per channel.',
  },
  deliveryExpired: {
    name: 'agulhadas.delivery.expired',
    unit: '{message}',
    description: "Alerts dropped because their timeframe's next close came first, per channel.",
  },
} as const;

/**
 * Close-to-delivery buckets (s): fine under a minute, where a healthy notifier lands (p50 and p95 are read inside a
 * bucket, so the buckets are narrow there), then coarse up to the hour after which a 15-minute alert has expired.
 */
export const CLOSE_TO_DELIVERY_BUCKETS = [
  0.25, 0.5, 1, 2, 3, 5, 7.5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 300, 600, 900, 1800, 3600,
];

/** Robot round buckets (s): a round reads hundreds of series and posts them in batches. */
export const ROUND_DURATION_BUCKETS = [0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300, 600];

/** Ingest buckets (ms): a request must end far inside the 45 s the platform allows. */
export const INGEST_DURATION_BUCKETS = [10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10_000, 20_000, 45_000];

/** The delivery channels, as the metrics' `channel` attribute names them. */
export type DeliveryChannel = 'telegram' | 'push' | 'email';
export const DELIVERY_CHANNELS: readonly DeliveryChannel[] = ['telegram', 'push', 'email'];
