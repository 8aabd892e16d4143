import { defineFunction, method } from '../http/define-function';
import { HttpError, badRequest, jsonResponse } from '../http/errors';
import { paymentProvider } from '../services/payments';
import { applyProviderEvent, type EventHooks } from '../services/payments/apply-provider-event';
import { WebhookSignatureError } from '../services/payments/payment-provider';
import { claimWebhookEvent, releaseWebhookEvent } from '../store/webhook-events';

const MAX_EVENT_BYTES = 512 * 1024;

/**
 * POST /api/stripeWebhook: Stripe (or the local checkout) events. The signature is checked over the raw
 * body, so this reads the text itself; each event id is claimed once, so replays answer 200 and do nothing.
 */
export const stripeWebhook = defineFunction({
  name: 'stripeWebhook',
  methods: {
    POST: method({
      access: 'self',
      handler: async ({ request, store, now, invocation }) => {
        const raw = await request.text();
        if (Buffer.byteLength(raw, 'utf8') > MAX_EVENT_BYTES) throw new HttpError(413, 'Corpo da requisição grande demais.');
        let event;
        try {
          event = paymentProvider().verifyWebhook(raw, request.headers.get('stripe-signature'), now);
        } catch (error) {
          if (error instanceof WebhookSignatureError) throw badRequest(`Assinatura do webhook inválida: ${error.message}`);
          throw error;
        }
        const claimed = await claimWebhookEvent(store, { _id: event.id, type: event.type, created: event.created, receivedAt: now.toISOString() });
        if (!claimed) return jsonResponse(200, { received: true, duplicate: true });
        try {
          const provider = paymentProvider();
          // A refused trial is ended at the provider; a failure there is thrown so the provider's retry tries again.
          const hooks: EventHooks = {
            endTrialNow: async (subId) => {
              for (const follow of await provider.endTrialNow(subId, now)) await applyProviderEvent(store, follow, now, hooks);
            },
            expireCheckout: (sessionId) => provider.expireCheckout(sessionId),
            cancelDuplicate: async (subId) => {
              for (const follow of await provider.cancelDuplicate(subId, now)) await applyProviderEvent(store, follow, now, hooks);
            },
          };
          const outcome = await applyProviderEvent(store, event, now, hooks);
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
