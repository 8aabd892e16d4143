import Stripe from 'stripe';
import { WEBHOOK_TOLERANCE_SECONDS, WebhookSignatureError } from './payment-provider';
import type { ProviderEvent } from './provider-event';

/**
 * Stripe's webhook signature (`Stripe-Signature: t=…,v1=HMAC-SHA256(t.body)`), used by both adapters:
 * the local checkout signs its events exactly as Stripe does, so one verification path serves both.
 */
export function verifyStripeSignature(
  rawBody: string,
  header: string | null,
  secret: string,
  now: Date,
): ProviderEvent {
  if (!header) throw new WebhookSignatureError('Assinatura ausente.');
  if (!secret) throw new WebhookSignatureError('Segredo do webhook não configurado.');
  let event: { id?: unknown; type?: unknown; created?: unknown; data?: { object?: unknown } };
  try {
    // receivedAt (milliseconds) = now: the tolerance check is against our clock (and testable).
    event = Stripe.webhooks.constructEvent(
      rawBody,
      header,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      now.getTime(),
    ) as unknown as typeof event;
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'Assinatura inválida.');
  }
  // Stripe's check refuses only stale timestamps; one from the future (a signing clock set ahead, or an event made
  // to be replayed later) is refused the same way, both on the signature and on the event.
  const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(header)?.[1]);
  const latest = now.getTime() / 1000 + WEBHOOK_TOLERANCE_SECONDS;
  if (!(signedAt <= latest) || (typeof event.created === 'number' && event.created > latest)) {
    throw new WebhookSignatureError('Carimbo de tempo no futuro, fora da tolerância.');
  }
  const object = event.data?.object;
  if (
    typeof event.id !== 'string' ||
    typeof event.type !== 'string' ||
    typeof event.created !== 'number' ||
    !object ||
    typeof object !== 'object'
  ) {
    throw new WebhookSignatureError('Evento malformado.');
  }
  return { id: event.id, type: event.type, created: event.created, object: object as Record<string, unknown> };
}

/** The header Stripe would send for this payload (local checkout and tests). */
export function signStripePayload(payload: string, secret: string, now: Date): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(now.getTime() / 1000) });
}
