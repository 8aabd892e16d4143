/**
 * Prices are integer cents everywhere; these turn them into what the screens print (cents / 100, two decimals,
 * comma, R$ prefix). Intl puts a no-break space (U+00A0) after 'R$': it keeps
 * 'R$' and the number on one line, so screens use formatBrl; formatBrlPlainSpace is for plain-text
 * comparisons, e-mails and logs.
 */
const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const AMOUNT = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const NO_BREAK_SPACE = '\u00a0';

/** 'R$\u00a075,00' (Intl output). */
export function formatBrl(cents: number): string {
  return BRL.format(cents / 100);
}

/** 'R$ 75,00' with an ordinary space. */
export function formatBrlPlainSpace(cents: number): string {
  return formatBrl(cents).replace(/\u00a0/g, ' ');
}

/** '1.500,00': the number without the currency, as the fallback prices are written. */
export function formatAmount(cents: number): string {
  return AMOUNT.format(cents / 100);
}

/** A missing price reads 200,00 (the VIP monthly price), or 75,00 for basico_m, so a card never shows an empty price. */
export function fallbackPriceCents(planKey: string | null | undefined): number {
  return planKey === 'basico_m' ? 7500 : 20000;
}

/** The price of a plan as shown, falling back to fallbackPriceCents when the price is missing. */
export function formatPlanPrice(planKey: string | null | undefined, cents: number | null | undefined): string {
  const value = typeof cents === 'number' && Number.isFinite(cents) ? cents : fallbackPriceCents(planKey);
  return formatBrl(value);
}
