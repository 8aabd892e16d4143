import { context, trace } from '@opentelemetry/api';
import { inSpan, SpanKind } from '@agulhadas/delivery/telemetry/spans';
import { contextFromTraceparent } from '@agulhadas/delivery/telemetry/trace-context';
import type { HttpRequestType, HttpResponseInit } from './azure';

let hostSpans = false;

/** Set at start-up when the Functions instrumentation joins the worker to the host, which then opens the server spans. */
export function hostOpensServerSpans(): void {
  hostSpans = true;
}

/**
 * Each request runs in a span named `api.<route>`. In Azure the Functions host opens the server span (continuing the
 * caller's `traceparent`) and its instrumentation makes it active here, so this span is its child; the local host has
 * no such span, so this one is the server span and continues the caller's `traceparent` header itself.
 */
export function inRequestSpan(
  route: string,
  request: HttpRequestType,
  work: () => Promise<HttpResponseInit>,
): Promise<HttpResponseInit> {
  const hosted = hostSpans && trace.getActiveSpan() !== undefined;
  const parent = hosted ? context.active() : contextFromTraceparent(request.headers.get('traceparent'));
  return inSpan(
    `api.${route}`,
    {
      kind: hosted ? SpanKind.INTERNAL : SpanKind.SERVER,
      parent,
      attributes: { 'http.request.method': request.method, 'http.route': `/api/${route}` },
    },
    async (span) => {
      const response = await work();
      span.setAttribute('http.response.status_code', response.status ?? 200);
      return response;
    },
  );
}
