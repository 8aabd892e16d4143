import { oneLineText } from '../validation/text-schemas';
import { z } from '../validation/zod';
import { invoiceAddressSchema } from '../billing/invoice-address';
import { PLAN_PERIODS } from './plan-periods';

export {
  buildPlanPriceObject,
  buildSubscriptionCheckoutRequest,
  type PlanPriceObject,
  type SubscriptionCheckoutRequest,
} from './plan-price-build';

/**
 * Shape check only: `plan` is resolved with resolvePlanFromMetadata and `price` is never charged; the server
 * recomputes it from the catalogue. Unknown fields are stripped (the client may send a provider price object).
 */
export const planPriceMetadataSchema = z.object({
  price: z.number().int().nonnegative().max(100_000_000),
  plan: oneLineText('O plano', 40).min(1),
  period: z.enum(PLAN_PERIODS),
});

export const planPriceObjectSchema = z.object({ metadata: planPriceMetadataSchema });

/** Body of POST /api/getStripeSubscriptionUrl. The flags are checked by the server against the user's data. */
export const subscriptionCheckoutBodySchema = planPriceObjectSchema.extend({
  hasVoucher: z.boolean().default(false),
  isPromo30: z.boolean().default(false),
});

/** Body of POST /api/createPaidService. */
export const paidServiceBodySchema = planPriceObjectSchema.extend({
  invoiceAddress: invoiceAddressSchema,
});

export type SubscriptionCheckoutBody = z.infer<typeof subscriptionCheckoutBodySchema>;
export type PaidServiceBody = z.infer<typeof paidServiceBodySchema>;
