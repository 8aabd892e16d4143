/**
 * The asset list on the wire: indicator values computed as 17-digit floats are sent with five significant
 * digits, which every screen reads the same (signs, comparisons, one-decimal labels, bar heights in pixels) at ~40 %
 * fewer gzipped bytes. Prices go exactly as stored. `?precision=full` on getAllAssets answers every digit, for other
 * clients.
 */
export const WIRE_SIGNIFICANT_DIGITS = 5;

/** Fields that are never rounded: prices are shown as the market printed them. */
const EXACT = new Set(['preco']);

/** A JSON.stringify replacer: non-integer numbers outside EXACT rounded to WIRE_SIGNIFICANT_DIGITS. */
export function wireNumber(key: string, value: unknown): unknown {
  if (typeof value !== 'number' || Number.isInteger(value) || !Number.isFinite(value) || EXACT.has(key)) return value;
  return Number(value.toPrecision(WIRE_SIGNIFICANT_DIGITS));
}
