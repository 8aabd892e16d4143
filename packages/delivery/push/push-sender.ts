import type { PushPayload } from '@agulhadas/domain/push/push-device';

/** Where one browser receives push messages: its push service address and the keys messages are encrypted to. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * What the push service made of one message, so the caller decides without reading HTTP:
 * - 'sent': accepted (201), the service delivers it when the browser is reachable;
 * - 'gone': the subscription no longer exists (404, 410): the caller removes it;
 * - 'retry-later': throttled (429) or the service failed (5xx, or it could not be reached): try again after
 *   `retryAfterMs` when the service said how long (Retry-After), otherwise with the caller's own back-off;
 * - 'refused': any other answer (a malformed request, a wrong VAPID key, a redirect): retrying the same message cannot
 *   help;
 * - 'refused-address': the endpoint names or resolves to an address messages are never sent to (loopback, private,
 *   link-local, cloud metadata…): nothing was sent, and the caller removes the subscription.
 * - 'unknown': the request left but no answer came in time: the service may have the message, or may be stalled.
 */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'unknown' }
  | { kind: 'gone'; status: number }
  | { kind: 'retry-later'; status: number | null; retryAfterMs: number | null }
  | { kind: 'refused'; status: number; detail: string }
  | { kind: 'refused-address'; detail: string };

/** Sends one message to one subscription. Never throws for an answer of the push service: it is the outcome. */
export interface PushSender {
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
}
