import { PixBrCodeError } from './pix-br-code-error';

/**
 * Merchant name, city and description travel as plain ASCII: the manual recommends no accents, and
 * length is counted in characters, which only matches bytes for ASCII.
 */
export function toPixAscii(field: string, text: string, options: { max: number; uppercase: boolean }): string {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const value = options.uppercase ? plain.toUpperCase() : plain;
  if (!value) throw new PixBrCodeError(field, `The ${field} is empty`);
  if (!/^[\x20-\x7e]+$/.test(value))
    throw new PixBrCodeError(field, `The ${field} has characters outside printable ASCII: '${text}'`);
  if (value.length > options.max) {
    throw new PixBrCodeError(field, `The ${field} has ${value.length} characters; the maximum is ${options.max}`);
  }
  return value;
}
