import type { Attributes, Span } from '@opentelemetry/api';
import type { DeliveryChannel } from '@agulhadas/delivery/telemetry/metric-names';
import { inSpan, SpanKind } from '@agulhadas/delivery/telemetry/spans';
import { contextFromTraceparent } from '@agulhadas/delivery/telemetry/trace-context';

/**
 * One send to a provider, in a client span named `notifier.send.<channel>`, the child of the trace context stored with
 * the message: an alert's send continues the trace of the ingest that fired it. A message queued outside a trace
 * starts its own. Attributes never hold personal data (chat ids and addresses are hashed by the caller).
 */
export function inSendSpan<T>(
  channel: DeliveryChannel,
  message: { _id: string; traceparent?: string; attempts: number },
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  return inSpan(
    `notifier.send.${channel}`,
    {
      kind: SpanKind.CLIENT,
      parent: contextFromTraceparent(message.traceparent),
      attributes: {
        'agulhadas.channel': channel,
        'agulhadas.message_id': message._id,
        'agulhadas.attempt': message.attempts + 1,
        ...attributes,
      },
    },
    work,
  );
}
