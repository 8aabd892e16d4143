/**
 * Real-time prices (spec 02 §9 says 4 decimals under 1, else 2; recorded in docs/decisions.md): that rule shows EURUSD
 * as '1,08' and PEPE as '0,0000', which look frozen while they trade. So: at least the spec's decimals (4 under 1,
 * else 2), and as many more as five significant digits need, up to 8 — '1,0835', '0,00001234', '38,46',
 * '88.123,40'. Trailing zeros beyond the spec's minimum are not shown.
 */
const SIGNIFICANT = 5;
const MAX_DECIMALS = 8;
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(minimum: number, maximum: number): Intl.NumberFormat {
  const key = `${minimum}|${maximum}`;
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: minimum, maximumFractionDigits: maximum })));
  return found;
}

export function formatRealtimePrice(price: number | null | undefined): string {
  if (price === null || price === undefined || !Number.isFinite(price)) return '—';
  const size = Math.abs(price);
  const minimum = size < 1 ? 4 : 2;
  // Digits before the first significant one (negative for numbers of 10 and more): 1.08 → 0, 0.00001 → 5, 38 → -1.
  const leading = size === 0 ? 0 : -Math.floor(Math.log10(size));
  const maximum = Math.min(MAX_DECIMALS, Math.max(minimum, leading + SIGNIFICANT - 1));
  return formatter(minimum, maximum).format(price);
}
