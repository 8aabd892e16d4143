import { randomBytes } from 'node:crypto';
import { paidServiceBodySchema } from '@agulhadas/domain/plans/plan-price-object';
import { resolvePlanFromMetadata } from '@agulhadas/domain/plans/resolve-plan';
import { heldLevels, purchaseRefusal } from '@agulhadas/domain/plans/plan-holding';
import { config } from '../config';
import { defineFunction, method } from '../http/define-function';
import { badRequest, conflict, jsonResponse } from '../http/errors';
import { DAY_SECONDS, unixSeconds } from '../services/billing/calendar';
import { claimTrial, trialDaysFor } from '../services/billing/trial-eligibility';
import { apiPlanCatalogue } from '../services/payments/plan-catalogue';
import { subscriptions, subscriptionsOf } from '../store/subscriptions';
import { DuplicateKeyError } from '../store/types';
import { users } from '../store/users';

/**
 * POST /api/createPaidService: a one-off (PIX/crypto) plan. The subscription is created now and paid later
 * on /conta: in its 7-day trial when the user has one (as the plans page's dialog tells them), else waiting for payment.
 */
export const createPaidService = defineFunction({
  name: 'createPaidService',
  methods: {
    POST: method({
      access: 'user',
      body: paidServiceBodySchema,
      handler: async ({ body, caller, store, now }) => {
        if (!caller) throw new Error('user access without caller');
        if (config().plansSoldOut) throw conflict('Assinaturas esgotadas.');
        const resolution = resolvePlanFromMetadata(body.metadata, apiPlanCatalogue(), 'one-off');
        if (!resolution.ok) throw badRequest(resolution.message);
        const { plan } = resolution;
        const refusal = purchaseRefusal(
          heldLevels(await subscriptionsOf(store, caller.userId), now),
          plan.level,
          'one-off',
        );
        if (refusal) throw conflict(refusal);
        const trialDays = await trialDaysFor(store, caller, { hasVoucher: false, isPromo30: false });
        const at = now.toISOString();
        // A retried or double-clicked purchase finds the open order (unique per user and plan) instead of opening a second one.
        const openOrder = () =>
          subscriptions(store).findOneAndUpdate(
            { userId: caller.userId, 'metadata.plan': plan.key, openOrder: true },
            {
              $set: { invoiceAddress: body.invoiceAddress, updatedAt: at },
              $setOnInsert: {
                subId: `one_${randomBytes(12).toString('hex')}`,
                level: plan.level,
                status: trialDays > 0 ? 'trialing' : 'pending_payment',
                expiry: trialDays > 0 ? unixSeconds(now) + trialDays * DAY_SECONDS : null,
                'metadata.price': plan.oneOffPriceCents ?? 0,
                'metadata.period': plan.period,
                createdAt: at,
              },
            },
            { upsert: true, returnDocument: 'after' },
          );
        // Two racing upserts: the loser hits the unique open-order index and then finds the winner's order.
        const order = await openOrder().catch((error: unknown) => {
          if (error instanceof DuplicateKeyError) return openOrder();
          throw error;
        });
        if (!order) throw new Error('open order upsert returned nothing');
        // Offered is not granted: another order, checkout or e-mail may have taken the one trial meanwhile.
        if (order.status === 'trialing' && !(await claimTrial(store, caller, order.subId, now))) {
          await subscriptions(store).updateOne(
            { subId: order.subId, status: 'trialing' },
            { $set: { status: 'pending_payment', expiry: null, updatedAt: at } },
          );
        }
        await users(store).updateOne({ _id: caller.userId }, { $set: { invoiceAddress: body.invoiceAddress } });
        return jsonResponse(200, { status: 'success', subId: order.subId });
      },
    }),
  },
});
