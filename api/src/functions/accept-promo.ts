import { z } from 'zod';
import { isPaidLevel } from '@agulhadas/domain/roles';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse } from '../http/errors';
import { DAY_SECONDS, unixSeconds } from '../services/billing/calendar';
import { subscriptionViews } from '../services/billing/subscription-views';
import { claimOnce, grantKeys } from '../store/once-grants';
import { isPromoEligible } from '../store/promo-eligible';
import { subscriptions, subscriptionsOf } from '../store/subscriptions';
import { DuplicateKeyError } from '../store/types';

const body = z.object({ codigo: z.literal('30days', { error: 'Código de promoção inválido' }) });

export const PROMO_DAYS = 30;

/** One promo subscription per user: its id is derived from the user, and subId is unique. */
const promoSubId = (userId: string) => `promo30_${userId}`;

/**
 * POST /api/acceptPromo {codigo}: grants the 30-day VIP30 trial once per eligible user and e-mail and answers the
 * user's subscriptions (an array). Refusals answer a non-array `{ error }`, which the screen reads as
 * "already a subscriber".
 */
export const acceptPromo = defineFunction({
  name: 'acceptPromo',
  methods: {
    POST: method({
      access: 'user',
      body,
      maxBodyBytes: 1024,
      handler: async ({ caller, store, now }) => {
        if (!caller) throw new Error('user access without caller');
        if (!(await isPromoEligible(store, caller.email)))
          return jsonResponse(403, { error: 'Seu e-mail não está na lista desta promoção.' });
        if (caller.roles.some(isPaidLevel)) return jsonResponse(409, { error: 'Você já é assinante.' });
        // Once per e-mail too: a second account with the same student e-mail finds the promo taken.
        if (!(await claimOnce(store, grantKeys('promo', caller.userId, caller.email), caller.userId, now))) {
          return jsonResponse(409, { error: 'Promoção já utilizada.' });
        }
        const at = now.toISOString();
        try {
          await subscriptions(store).insertOne({
            subId: promoSubId(caller.userId),
            userId: caller.userId,
            level: 'VIP30',
            status: 'active',
            expiry: unixSeconds(now) + PROMO_DAYS * DAY_SECONDS,
            metadata: { price: 0, plan: 'vip30', period: 'M' },
            createdAt: at,
            updatedAt: at,
          });
        } catch (error) {
          if (error instanceof DuplicateKeyError) return jsonResponse(409, { error: 'Promoção já utilizada.' });
          throw error;
        }
        return jsonResponse(
          200,
          await subscriptionViews(store, caller.userId, await subscriptionsOf(store, caller.userId)),
        );
      },
    }),
  },
});
