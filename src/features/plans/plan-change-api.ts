import type { PlanDefinition } from '@agulhadas/domain/plans/plan-catalogue';
import type { PlanChangeQuote } from '@agulhadas/domain/plans/plan-change-request';
import { buildPlanPriceObject } from '@agulhadas/domain/plans/plan-price-build';
import { apiFetch } from '../../lib/api';

export const previewPlanChange = (subId: string, plan: PlanDefinition) =>
  apiFetch<PlanChangeQuote>('/api/previewPlanChange', {
    method: 'POST',
    body: { subId, ...buildPlanPriceObject(plan) },
  });

/** Sends back the quote the user saw: the server refuses the change if its amount moved since. */
export const changePlan = (quote: PlanChangeQuote, plan: PlanDefinition) =>
  apiFetch<PlanChangeQuote>('/api/changePlan', {
    method: 'POST',
    body: {
      subId: quote.subId,
      ...buildPlanPriceObject(plan),
      prorationDate: quote.prorationDate,
      amountDue: quote.amountDue,
    },
  });
