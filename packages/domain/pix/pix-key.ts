import { PixBrCodeError } from './pix-br-code-error';

/** The key types of the DICT (Manual de Padrões para Iniciação do Pix): CPF, CNPJ, phone, e-mail, random (EVP). */
export type PixKeyType = 'cpf' | 'cnpj' | 'phone' | 'email' | 'evp';

export interface PixKey {
  type: PixKeyType;
  /** The form the payload carries: digits, +55…, lowercase e-mail, lowercase uuid. */
  value: string;
}

export const PIX_KEY_MAX_LENGTH = 77;

const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const PHONE = /^\+55\d{10,11}$/;

function digitsAreRepeated(digits: string): boolean {
  return /^(\d)\1*$/.test(digits);
}

/** Modulus-11 check digit over the given weights (CPF and CNPJ share it). */
function checkDigit(digits: string, weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || digitsAreRepeated(digits)) return false;
  const first = checkDigit(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(digits, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(digits[9]) && second === Number(digits[10]);
}

export function isValidCnpj(digits: string): boolean {
  if (!/^\d{14}$/.test(digits) || digitsAreRepeated(digits)) return false;
  const first = checkDigit(digits, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(digits, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(digits[12]) && second === Number(digits[13]);
}

/**
 * Recognises and normalises a key, or throws. Masks are accepted ('123.456.789-09', '+55 (11) 91234-5678'),
 * since keys are typed by people in the admin; a phone needs its '+55' so it cannot be mistaken for a CPF.
 */
export function normalizePixKey(raw: string): PixKey {
  const key = raw.trim();
  if (!key) throw new PixBrCodeError('key', 'The PIX key is empty');
  if (EVP.test(key)) return { type: 'evp', value: key.toLowerCase() };
  if (key.includes('@')) {
    const email = key.toLowerCase();
    if (email.length > PIX_KEY_MAX_LENGTH)
      throw new PixBrCodeError('key', `An e-mail key has at most ${PIX_KEY_MAX_LENGTH} characters`);
    if (!EMAIL.test(email)) throw new PixBrCodeError('key', `'${raw}' is not a valid e-mail key`);
    return { type: 'email', value: email };
  }
  if (key.startsWith('+')) {
    const phone = `+${key.slice(1).replace(/[\s().-]/g, '')}`;
    if (!PHONE.test(phone))
      throw new PixBrCodeError(
        'key',
        `A phone key is +55, the area code and the number (10 or 11 digits), got '${raw}'`,
      );
    return { type: 'phone', value: phone };
  }
  if (/^[\d.\-/\s]+$/.test(key)) {
    const digits = key.replace(/\D/g, '');
    if (digits.length === 11) {
      if (!isValidCpf(digits)) throw new PixBrCodeError('key', `'${raw}' is not a valid CPF`);
      return { type: 'cpf', value: digits };
    }
    if (digits.length === 14) {
      if (!isValidCnpj(digits)) throw new PixBrCodeError('key', `'${raw}' is not a valid CNPJ`);
      return { type: 'cnpj', value: digits };
    }
    throw new PixBrCodeError(
      'key',
      `A CPF key has 11 digits and a CNPJ key 14; a phone key starts with +55 (got '${raw}')`,
    );
  }
  throw new PixBrCodeError('key', `'${raw}' is not a CPF, CNPJ, +55 phone, e-mail or random (EVP) key`);
}
