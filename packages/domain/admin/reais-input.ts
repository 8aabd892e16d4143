/**
 * An amount in reais as a person types it ('510', '510,00', '1.234,5', 'R$ 12,90') in cents; null when it is not one.
 * The comma is the decimal separator and dots group thousands, as Brazilians write money.
 */
export function parseReaisInput(text: string): number | null {
  const plain = text.replace(/^\s*R\$\s*/i, '').trim();
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  return Number(match[1]!.replaceAll('.', '')) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Cents as the amount field starts: '510,00'. */
export const centsToReaisInput = (cents: number): string =>
  `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
