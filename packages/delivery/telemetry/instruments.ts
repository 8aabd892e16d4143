import { metrics, type Counter, type Histogram, type Meter } from '@opentelemetry/api';
import { CLOSE_TO_DELIVERY_BUCKETS, INGEST_DURATION_BUCKETS, METRICS, ROUND_DURATION_BUCKETS } from './metric-names';

export interface Instruments {
  meter: Meter;
  robotRoundDuration: Histogram;
  robotRefusedItems: Counter;
  ingestDuration: Histogram;
  alertsFired: Histogram;
  closeToDelivery: Histogram;
  deliveryRateLimited: Counter;
  deliveryFailed: Counter;
  deliveryExpired: Counter;
}

let made: Instruments | null = null;

function create(): Instruments {
  const meter = metrics.getMeter('agulhadas');
  const histogram = (metric: (typeof METRICS)[keyof typeof METRICS], buckets?: number[]) =>
    meter.createHistogram(metric.name, {
      unit: metric.unit,
      description: metric.description,
      ...(buckets ? { advice: { explicitBucketBoundaries: buckets } } : {}),
    });
  const counter = (metric: (typeof METRICS)[keyof typeof METRICS]) =>
    meter.createCounter(metric.name, { unit: metric.unit, description: metric.description });
  return {
    meter,
    robotRoundDuration: histogram(METRICS.robotRoundDuration, ROUND_DURATION_BUCKETS),
    robotRefusedItems: counter(METRICS.robotRefusedItems),
    ingestDuration: histogram(METRICS.ingestDuration, INGEST_DURATION_BUCKETS),
    // Per close: a histogram, so a round that fired thousands shows apart from many rounds that fired a few.
    alertsFired: histogram(METRICS.alertsFired, [0, 1, 5, 10, 50, 100, 500, 1000, 5000, 10_000]),
    closeToDelivery: histogram(METRICS.closeToDelivery, CLOSE_TO_DELIVERY_BUCKETS),
    deliveryRateLimited: counter(METRICS.deliveryRateLimited),
    deliveryFailed: counter(METRICS.deliveryFailed),
    deliveryExpired: counter(METRICS.deliveryExpired),
  };
}

/**
 * The product's instruments, made from the meter provider in place at the first call after start-up (a meter taken
 * before the provider is set records nothing, so startTelemetry forgets the ones made before it).
 */
export function instruments(): Instruments {
  made ??= create();
  return made;
}

/** Called by startTelemetry when it installs a provider. */
export function forgetInstruments(): void {
  made = null;
}
