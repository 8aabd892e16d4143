import { HttpRequest, InvocationContext } from '../../../../api/src/http/azure';
import { findFunction } from '../../../../api/src/http/registry';
import type { StripeEventPayload } from './local-stripe-events';
import { signStripePayload } from '../../../../api/src/services/payments/stripe-signature';

/**
 * Sends events of the local stand-in, signed as Stripe signs them, to the webhook function of this same
 * process: the signature check, the idempotency claim and the event handling are the production ones.
 */
export async function deliverToWebhook(events: readonly StripeEventPayload[], secret: string): Promise<void> {
  const webhook = findFunction('stripeWebhook');
  if (!webhook) throw new Error('the stripeWebhook function is not registered');
  for (const event of events) {
    const payload = JSON.stringify(event);
    const request = new HttpRequest({
      method: 'POST',
      url: 'http://localhost/api/stripeWebhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signStripePayload(payload, secret, new Date()),
      },
      body: { string: payload },
    });
    const answer = await webhook.handler(request, new InvocationContext({ functionName: webhook.name }));
    const status = answer.status ?? 200;
    if (status >= 300) throw new Error(`webhook answered ${status} to ${event.type}`);
  }
}
