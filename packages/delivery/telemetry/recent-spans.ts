import type { ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';

/**
 * The local span exporter: keeps the most recent spans in memory (a long `npm start` never grows without bound) for
 * the tests and the local run's printout. Exporting never fails.
 */
export class RecentSpans implements SpanExporter {
  private spans: ReadableSpan[] = [];

  constructor(private readonly kept = 5000) {}

  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    this.spans.push(...spans);
    if (this.spans.length > this.kept) this.spans.splice(0, this.spans.length - this.kept);
    done({ code: 0 });
  }

  /** Every span kept, oldest first. */
  all(): readonly ReadableSpan[] {
    return this.spans;
  }

  /** The spans of one trace, in the order they started. */
  trace(traceId: string): ReadableSpan[] {
    return this.spans
      .filter((span) => span.spanContext().traceId === traceId)
      .sort((a, b) => a.startTime[0] - b.startTime[0] || a.startTime[1] - b.startTime[1]);
  }

  reset(): void {
    this.spans = [];
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }
}
