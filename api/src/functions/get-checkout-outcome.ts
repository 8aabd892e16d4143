import { z } from 'zod';
import { checkoutOutcome } from '@agulhadas/domain/billing/checkout-outcome';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse, notFound } from '../http/errors';
import { orders } from '../store/orders';
import { subscriptions } from '../store/subscriptions';

const query = z.object({
  session: z
    .string()
    .trim()
    .max(255)
    .regex(/^cs_[A-Za-z0-9_]+$/, { error: 'Sessão de pagamento inválida' }),
});

/**
 * GET /api/getCheckoutOutcome?session=cs_…: what the caller's card checkout turned into, for /assinou:
 * `pending` until the provider's events are applied, then `trial` (with its end) or `charged` (the amount
 * charged now). The webhook links the session to the subscription it created; a session linked to, or opened
 * by, someone else is 404, like an unknown id, so ids are not confirmed to strangers.
 */
export const getCheckoutOutcome = defineFunction({
  name: 'getCheckoutOutcome',
  methods: {
    GET: method({
      access: 'user',
      query,
      handler: async ({ query: { session }, caller, store }) => {
        if (!caller) throw new Error('user access without caller');
        const sub = await subscriptions(store).findOne({ checkoutSessionId: session });
        // The local checkout keeps its sessions: its owner is known before any event arrives.
        const opened = await orders(store).findOne({ _id: session, kind: 'checkout-session' });
        if ((sub && sub.userId !== caller.userId) || (opened && opened.userId !== caller.userId)) throw notFound('Sessão de pagamento não encontrada.');
        return jsonResponse(200, checkoutOutcome(sub));
      },
    }),
  },
});
