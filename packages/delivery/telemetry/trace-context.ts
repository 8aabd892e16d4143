import { context, propagation, ROOT_CONTEXT, trace, type Context } from '@opentelemetry/api';

/** The W3C `traceparent` of the active span, to store beside work another process picks up later; undefined outside a span. */
export function currentTraceparent(): string | undefined {
  if (!trace.getActiveSpan()) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** The context a stored or received `traceparent` names (the root context when there is none or it is malformed). */
export function contextFromTraceparent(traceparent: string | null | undefined): Context {
  if (!traceparent) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, { traceparent });
}

/** The headers that carry the active trace to another service (none outside a span). */
export function traceHeaders(): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}
