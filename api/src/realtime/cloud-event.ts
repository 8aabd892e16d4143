import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Web PubSub's CloudEvents HTTP binding (binary mode): event attributes travel in `ce-*` headers.
 * https://learn.microsoft.com/azure/azure-web-pubsub/reference-cloud-events
 */
export const EVENT_TYPES = {
  connect: 'azure.webpubsub.sys.connect',
  connected: 'azure.webpubsub.sys.connected',
  disconnected: 'azure.webpubsub.sys.disconnected',
  message: 'azure.webpubsub.user.message',
} as const;

export const cloudEventHeadersSchema = z.object({
  'ce-specversion': z.literal('1.0'),
  'ce-type': z.string().min(1),
  'ce-hub': z.string().min(1),
  'ce-connectionid': z.string().min(1).max(256),
  'ce-eventname': z.string().min(1),
  'ce-signature': z.string().min(1),
  'ce-userid': z.string().optional(),
  'ce-id': z.string().optional(),
});
export type CloudEventHeaders = z.infer<typeof cloudEventHeadersSchema>;

/** Body of the blocking `connect` event (only what we read). */
export const connectEventSchema = z.looseObject({
  subprotocols: z.array(z.string()).optional(),
});

/** `ce-signature: sha256={hex},sha256={hex}` — one per access key; any match is the service. */
export function signatureMatches(header: string, connectionId: string, accessKey: string): boolean {
  const expected = createHmac('sha256', accessKey).update(connectionId).digest();
  return header.split(',').some((part) => {
    const hex = part.trim().replace(/^sha256=/, '');
    if (!/^[0-9a-f]{64}$/i.test(hex)) return false;
    return timingSafeEqual(Buffer.from(hex, 'hex'), expected);
  });
}

/** How the service signs: used by tests and by nothing else in the product. */
export function signConnectionId(connectionId: string, accessKey: string): string {
  return `sha256=${createHmac('sha256', accessKey).update(connectionId).digest('hex')}`;
}
