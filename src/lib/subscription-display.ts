import { formatUnixDate } from '@agulhadas/domain/presentation/format';
import { periodLabel } from '@agulhadas/domain/plans/plan-periods';
import { formatPlanPrice } from '@agulhadas/domain/plans/price-format';

/** A subscription card shows value and period, 'indefinido' when unknown. */
export const UNDEFINED_TEXT = 'indefinido';

interface MetadataLike {
  price?: number | null;
  period?: string | null;
  plan?: string | null;
}

/**
 * Levels granted without a payment: the 30-day promo and the broker's subsidy. Their price is 0 in the data, so a
 * card must say why nothing is charged instead of showing 'R$ 0,00' like a price; and each is named for what it is,
 * since neither gives everything the VIP plan does.
 */
const GRANTED_LEVELS: Readonly<Record<string, { level: string; value: string }>> = {
  VIP30: { level: 'VIP (promoção de 30 dias)', value: 'grátis (promoção)' },
  VIPCORRETORA: { level: 'VIP Corretora', value: 'grátis (subsidiada pela corretora)' },
};

/** The level as a user reads it: the granted ones say what they are. */
export function subscriptionLevelText(level: string): string {
  return GRANTED_LEVELS[level]?.level ?? level;
}

/**
 * The value: free for a granted level, else its price, or the catalogue's fallback when it has none
 * (R$ 200,00; R$ 75,00 for basico_m).
 */
export function subscriptionValueText(metadata: MetadataLike | null | undefined, level?: string): string {
  const granted = level === undefined ? undefined : GRANTED_LEVELS[level];
  return granted ? granted.value : formatPlanPrice(metadata?.plan, metadata?.price);
}

export function subscriptionPeriodText(metadata: MetadataLike | null | undefined): string {
  return metadata?.period ? periodLabel(metadata.period) : UNDEFINED_TEXT;
}

/** An expiry (Unix seconds) as dd/mm/aaaa in Brasília time, like every date of the account; 'indefinido' when there is none. */
export function expiryDateText(expiry: number | null | undefined): string {
  return typeof expiry === 'number' ? formatUnixDate(expiry) : UNDEFINED_TEXT;
}
