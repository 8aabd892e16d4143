import { context, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type Span } from '@opentelemetry/api';

/** The product's tracer: spans are named `<service>.<step>`, the same in every deployable. */
export const tracer = () => trace.getTracer('agulhadas');

export interface SpanOptions {
  kind?: SpanKind;
  attributes?: Attributes;
  /** The parent: the active context when absent. */
  parent?: Context;
}

/**
 * Runs `work` inside a span that ends with it: an error is recorded on the span (status ERROR) and thrown on, so a
 * span never changes what the code does.
 */
export function inSpan<T>(name: string, options: SpanOptions, work: (span: Span) => Promise<T>): Promise<T> {
  const parent = options.parent ?? context.active();
  return tracer().startActiveSpan(
    name,
    { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes },
    parent,
    async (span) => {
      try {
        return await work(span);
      } catch (error) {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

export { SpanKind };
