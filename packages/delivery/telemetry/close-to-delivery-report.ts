import { DataPointType, type ResourceMetrics } from '@opentelemetry/sdk-metrics';
import { histogramQuantile, type BucketHistogram } from './histogram-percentiles';
import { METRICS } from './metric-names';

export interface ChannelFigures {
  channel: string;
  count: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
}

/** The close-to-delivery histogram per channel (all candles together), from one collection of the metrics. */
export function closeToDeliveryByChannel(collected: ResourceMetrics): Map<string, BucketHistogram> {
  const byChannel = new Map<string, BucketHistogram>();
  for (const scope of collected.scopeMetrics) {
    for (const metric of scope.metrics) {
      if (metric.descriptor.name !== METRICS.closeToDelivery.name || metric.dataPointType !== DataPointType.HISTOGRAM)
        continue;
      for (const point of metric.dataPoints) {
        const channel = String(point.attributes.channel ?? 'unknown');
        const value = point.value;
        const known = byChannel.get(channel);
        if (!known) {
          byChannel.set(channel, {
            boundaries: value.buckets.boundaries,
            counts: [...value.buckets.counts],
            count: value.count,
            min: value.min,
            max: value.max,
          });
          continue;
        }
        byChannel.set(channel, {
          boundaries: known.boundaries,
          counts: known.counts.map((count, index) => count + (value.buckets.counts[index] ?? 0)),
          count: known.count + value.count,
          min: Math.min(known.min ?? Infinity, value.min ?? Infinity),
          max: Math.max(known.max ?? -Infinity, value.max ?? -Infinity),
        });
      }
    }
  }
  return byChannel;
}

/** p50, p95 and p99 per channel, channels in name order. */
export function closeToDeliveryFigures(collected: ResourceMetrics): ChannelFigures[] {
  return [...closeToDeliveryByChannel(collected)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([channel, histogram]) => ({
      channel,
      count: histogram.count,
      p50: histogramQuantile(histogram, 0.5),
      p95: histogramQuantile(histogram, 0.95),
      p99: histogramQuantile(histogram, 0.99),
    }));
}

const seconds = (value: number | null) => (value === null ? '–' : `${value.toFixed(1)} s`);

/** One printable line: 'close-to-delivery — telegram: n 12, p50 3.1 s, p95 7.0 s, p99 9.2 s; push: …'. */
export function closeToDeliveryLine(figures: readonly ChannelFigures[]): string {
  if (!figures.length) return 'close-to-delivery — no message delivered yet';
  return `close-to-delivery — ${figures.map((f) => `${f.channel}: n ${f.count}, p50 ${seconds(f.p50)}, p95 ${seconds(f.p95)}, p99 ${seconds(f.p99)}`).join('; ')}`;
}
