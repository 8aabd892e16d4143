/** Spec 02 §9: the real-time price has 4 decimals under 1, else 2 (pt-BR separators). */
const fourDecimals = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
const twoDecimals = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatRealtimePrice(price: number | null | undefined): string {
  if (price === null || price === undefined || !Number.isFinite(price)) return '—';
  return Math.abs(price) < 1 ? fourDecimals.format(price) : twoDecimals.format(price);
}
