import { periodLabel } from '../plans/plan-periods';
import { formatBrl } from '../plans/price-format';

/** Spec 01 §2: a subscription card shows value and period, 'indefinido' when unknown. */
export const UNDEFINED_TEXT = 'indefinido';

interface MetadataLike {
  price?: number | null;
  period?: string | null;
}

export function subscriptionValueText(metadata: MetadataLike | null | undefined): string {
  const price = metadata?.price;
  return typeof price === 'number' && Number.isFinite(price) ? formatBrl(price) : UNDEFINED_TEXT;
}

export function subscriptionPeriodText(metadata: MetadataLike | null | undefined): string {
  return metadata?.period ? periodLabel(metadata.period) : UNDEFINED_TEXT;
}
