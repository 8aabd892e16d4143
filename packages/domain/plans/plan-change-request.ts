import { z } from '../validation/zod';
import { planPriceMetadataSchema } from './plan-price-object';
import type { PlanChangeKind } from './plan-change';

const subIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/^sub_[A-Za-z0-9_]+$/, { error: 'Assinatura inválida' });

/** Body of POST /api/previewPlanChange: which card subscription, and the new plan (resolved from the catalogue). */
export const previewPlanChangeBodySchema = z.object({
  subId: subIdSchema,
  metadata: planPriceMetadataSchema,
});

/** Body of POST /api/changePlan: the quote the user saw, so the change is refused if its price moved. */
export const changePlanBodySchema = previewPlanChangeBodySchema.extend({
  prorationDate: z.number().int().positive(),
  amountDue: z.number().int().nonnegative().max(100_000_000),
});

export type PreviewPlanChangeBody = z.infer<typeof previewPlanChangeBodySchema>;
export type ChangePlanBody = z.infer<typeof changePlanBodySchema>;

/** What both routes answer: the change priced, and the sentence the confirmation dialog shows. */
export interface PlanChangeQuote {
  subId: string;
  kind: PlanChangeKind;
  plan: string;
  level: string;
  period: string;
  /** Cents charged now (0 for a downgrade). */
  amountDue: number;
  /** Cents of each renewal after the change. */
  nextPrice: number;
  /** Unix seconds the proration is computed at; sent back to changePlan. */
  prorationDate: number;
  /** Unix seconds the change applies: now for an upgrade, the period end for a downgrade. */
  effectiveAt: number;
  text: string;
}
