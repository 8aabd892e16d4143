import { PixBrCodeError } from './pix-br-code-error';

/** Object 54 holds at most 13 characters, '.' as decimal separator, e.g. '123.45'. */
const MAX_AMOUNT_CENTS = 999_999_999_999; // '9999999999.99'

export function formatPixAmount(cents: number): string {
  if (!Number.isInteger(cents) || cents <= 0)
    throw new PixBrCodeError('amount', `The amount must be a positive whole number of cents, got ${cents}`);
  if (cents > MAX_AMOUNT_CENTS)
    throw new PixBrCodeError('amount', 'The amount does not fit the 13 characters of object 54');
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The inverse, for the parser; null when the text is not an amount. */
export function parsePixAmount(text: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match || text.length > 13) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
