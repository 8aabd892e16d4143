import { periodLabel } from '../plans/plan-periods';
import { formatPlanPrice } from '../plans/price-format';

/** Spec 01 §2: a subscription card shows value and period, 'indefinido' when unknown. */
export const UNDEFINED_TEXT = 'indefinido';

interface MetadataLike {
  price?: number | null;
  period?: string | null;
  plan?: string | null;
}

/** The value: its price, or spec 01 §5's fallback when it has none (R$ 200,00; R$ 75,00 for basico_m). */
export function subscriptionValueText(metadata: MetadataLike | null | undefined): string {
  return formatPlanPrice(metadata?.plan, metadata?.price);
}

export function subscriptionPeriodText(metadata: MetadataLike | null | undefined): string {
  return metadata?.period ? periodLabel(metadata.period) : UNDEFINED_TEXT;
}
