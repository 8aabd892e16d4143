import { defineFunction, method } from '../http/define-function';
import { HttpError, badRequest, jsonResponse } from '../http/errors';
import { paymentProvider } from '../services/payments';
import { providerEventHooks } from '../services/payments/apply-in-line';
import { applyProviderEvent } from '../services/payments/apply-provider-event';
import { WebhookSignatureError } from '../services/payments/payment-provider';
import { claimWebhookEvent, markWebhookEventApplied, releaseWebhookEvent } from '../store/webhook-events';

const MAX_EVENT_BYTES = 512 * 1024;

/**
 * POST /api/stripeWebhook: Stripe (or the local checkout) events. The signature is checked over the raw
 * body, so this reads the text itself; each event id is claimed once, so replays answer 200 and do nothing (a claim left unfinished by a
 * stopped host is taken over once its lease runs out).
 */
export const stripeWebhook = defineFunction({
  name: 'stripeWebhook',
  methods: {
    POST: method({
      access: 'self',
      handler: async ({ request, store, now, invocation }) => {
        const raw = await request.text();
        if (Buffer.byteLength(raw, 'utf8') > MAX_EVENT_BYTES)
          throw new HttpError(413, 'Corpo da requisição grande demais.');
        let event;
        try {
          event = paymentProvider().verifyWebhook(raw, request.headers.get('stripe-signature'), now);
        } catch (error) {
          if (error instanceof WebhookSignatureError)
            throw badRequest(`Assinatura do webhook inválida: ${error.message}`);
          throw error;
        }
        const claim = { _id: event.id, type: event.type, created: event.created, receivedAt: now.toISOString() };
        const claimed = await claimWebhookEvent(store, claim, now.getTime());
        if (!claimed) return jsonResponse(200, { received: true, duplicate: true });
        try {
          const outcome = await applyProviderEvent(
            store,
            event,
            now,
            providerEventHooks(store, paymentProvider(), now),
          );
          await markWebhookEventApplied(store, event.id, now);
          invocation.log(`stripe event ${event.id} ${event.type}: ${outcome}`);
          return jsonResponse(200, { received: true, outcome });
        } catch (error) {
          // Not applied: let Stripe's retry try again.
          await releaseWebhookEvent(store, event.id);
          throw error;
        }
      },
    }),
  },
});
