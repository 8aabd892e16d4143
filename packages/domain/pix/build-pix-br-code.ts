import { crc16Hex } from './crc16-ccitt';
import { encodeTlv } from './emv-tlv';
import { formatPixAmount } from './pix-amount';
import { PixBrCodeError } from './pix-br-code-error';
import { normalizePixKey } from './pix-key';
import { toPixAscii } from './pix-text';

/** What a static PIX BR Code carries (Manual de Padrões para Iniciação do Pix, EMV QRCPS-MPM). */
export interface PixBrCodeInput {
  /** CPF/CNPJ (digits or masked), +55 phone, e-mail or EVP uuid. */
  key: string;
  /** Object 59, at most 25 characters. */
  merchantName: string;
  /** Object 60, at most 15 characters. */
  merchantCity: string;
  /** Object 54 in integer cents; omitted lets the payer type the amount. */
  amountCents?: number;
  /** Object 62-05, 1 to 25 letters and digits; '***' when omitted. */
  txid?: string;
  /** Object 26-02, free text for the payer; its room is what the key leaves in the 99 of object 26. */
  description?: string;
  /** Uppercase name and city (recommended, default); false keeps the case as given. */
  uppercase?: boolean;
}

export const PIX_GUI = 'br.gov.bcb.pix';
export const NO_TXID = '***';
export const MERCHANT_NAME_MAX = 25;
export const MERCHANT_CITY_MAX = 15;
export const TXID_MAX = 25;

/** Object 26 is at most 99: GUI (4 + 14) + key (4 + n) + description (4 + m). */
const MERCHANT_ACCOUNT_MAX = 99;

function merchantAccountInformation(key: string, description: string | undefined): string {
  const gui = encodeTlv('00', PIX_GUI);
  const keyField = encodeTlv('01', key);
  if (description === undefined) return gui + keyField;
  const room = MERCHANT_ACCOUNT_MAX - gui.length - keyField.length - 4;
  const text = toPixAscii('description', description, { max: Math.max(room, 0), uppercase: false });
  return gui + keyField + encodeTlv('02', text);
}

function normalizeTxid(txid: string | undefined): string {
  if (txid === undefined || txid === NO_TXID) return NO_TXID;
  if (!/^[A-Za-z0-9]{1,25}$/.test(txid)) {
    throw new PixBrCodeError(
      'txid',
      `The txid is 1 to ${TXID_MAX} letters or digits (no spaces or symbols), got '${txid}'`,
    );
  }
  return txid;
}

/** Builds the 'Pix Copia e Cola' text of a static BR Code, CRC included. Throws PixBrCodeError on bad input. */
export function buildPixBrCode(input: PixBrCodeInput): string {
  const uppercase = input.uppercase ?? true;
  const key = normalizePixKey(input.key).value;
  const name = toPixAscii('merchant name', input.merchantName, { max: MERCHANT_NAME_MAX, uppercase });
  const city = toPixAscii('merchant city', input.merchantCity, { max: MERCHANT_CITY_MAX, uppercase });
  const description = input.description?.trim() ? input.description : undefined;

  const body = [
    encodeTlv('00', '01'),
    encodeTlv('26', merchantAccountInformation(key, description)),
    encodeTlv('52', '0000'),
    encodeTlv('53', '986'),
    input.amountCents === undefined ? '' : encodeTlv('54', formatPixAmount(input.amountCents)),
    encodeTlv('58', 'BR'),
    encodeTlv('59', name),
    encodeTlv('60', city),
    encodeTlv('62', encodeTlv('05', normalizeTxid(input.txid))),
    '6304',
  ].join('');
  return body + crc16Hex(body);
}
