import { z } from 'zod';
import { checkoutOutcome } from '@agulhadas/domain/billing/checkout-outcome';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse, notFound } from '../http/errors';
import { planCheckouts } from '../store/plan-checkouts';
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
 * charged now). Every plan checkout is recorded when it is opened, and the webhook links the session to the
 * subscription it created; a session neither record gives to the caller is 404 with one body, whether unknown or
 * someone else's, so ids are not confirmed to strangers.
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
        const opened = await planCheckouts(store).findOne({ _id: session });
        const known = [sub, opened].filter((record) => record !== null);
        if (known.length === 0 || known.some((record) => record.userId !== caller.userId))
          throw notFound('Sessão de pagamento não encontrada.');
        return jsonResponse(200, checkoutOutcome(sub));
      },
    }),
  },
});
