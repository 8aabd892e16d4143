import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { closeToDeliveryFigures, closeToDeliveryLine } from '@agulhadas/delivery/telemetry/close-to-delivery-report';
import type { Telemetry } from '@agulhadas/delivery/telemetry/start-telemetry';

const millis = (span: ReadableSpan) => span.duration[0] * 1000 + span.duration[1] / 1e6;

/** The spans of one trace as an indented tree, each with its duration: 'robot.round 812 ms' and its children below. */
export function traceTree(spans: readonly ReadableSpan[]): string[] {
  const ids = new Set(spans.map((span) => span.spanContext().spanId));
  const childrenOf = new Map<string, ReadableSpan[]>();
  const roots: ReadableSpan[] = [];
  for (const span of spans) {
    const parent = span.parentSpanContext?.spanId;
    if (parent && ids.has(parent)) childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), span]);
    else roots.push(span);
  }
  const lines: string[] = [];
  const walk = (span: ReadableSpan, depth: number) => {
    lines.push(`${'  '.repeat(depth)}${span.name} ${millis(span).toFixed(1)} ms`);
    for (const child of childrenOf.get(span.spanContext().spanId) ?? []) walk(child, depth + 1);
  };
  for (const root of roots) walk(root, 0);
  return lines;
}

/** The trace of the latest alert sent (a send span continuing an ingest's trace), or null when none went out yet. */
export function latestAlertTrace(telemetry: Telemetry): { traceId: string; lines: string[] } | null {
  const spans = telemetry.spans?.all() ?? [];
  const send = [...spans]
    .reverse()
    .find((span) => span.name.startsWith('notifier.send.') && span.parentSpanContext?.spanId);
  if (!send || !telemetry.spans) return null;
  const traceId = send.spanContext().traceId;
  // Only the alert's own branch, from the round down to the send: a round's trace also holds its other requests.
  const byId = new Map(telemetry.spans.trace(traceId).map((span) => [span.spanContext().spanId, span]));
  const branch: ReadableSpan[] = [];
  for (let span: ReadableSpan | undefined = send; span; span = byId.get(span.parentSpanContext?.spanId ?? ''))
    branch.unshift(span);
  return { traceId, lines: traceTree(branch) };
}

/**
 * `npm start`'s minute printout: close-to-delivery p50/p95/p99 per channel since the start, and the latest alert's
 * trace (span names and durations) when it is new.
 */
export function startTelemetryPrintout(
  telemetry: Telemetry,
  print: (line: string) => void,
  everyMs = 60_000,
): () => void {
  let lastTrace = '';
  const tick = async () => {
    if (!telemetry.metrics) return;
    const { resourceMetrics } = await telemetry.metrics.collect();
    print(closeToDeliveryLine(closeToDeliveryFigures(resourceMetrics)));
    const latest = latestAlertTrace(telemetry);
    if (latest && latest.traceId !== lastTrace) {
      lastTrace = latest.traceId;
      print(`latest alert trace ${latest.traceId}:`);
      for (const line of latest.lines) print(`  ${line}`);
    }
  };
  const timer = setInterval(
    () => void tick().catch((error: unknown) => print(`telemetry printout failed: ${String(error)}`)),
    everyMs,
  );
  timer.unref();
  return () => clearInterval(timer);
}
