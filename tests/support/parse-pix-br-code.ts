import { crc16Hex } from '@agulhadas/domain/pix/crc16-ccitt';
import type { TlvField } from '@agulhadas/domain/pix/emv-tlv';
import { parseTlv } from '@agulhadas/domain/pix/emv-tlv';
import { parsePixAmount } from '@agulhadas/domain/pix/pix-amount';

/** What a valid PIX BR Code says (static or dynamic). */
export interface ParsedBrCode {
  pointOfInitiation: 'static' | 'dynamic';
  /** Static codes carry a key (26-01); dynamic ones a PSP location (26-25). */
  key?: string;
  url?: string;
  description?: string;
  merchantCategoryCode: string;
  currency: string;
  amountCents?: number;
  country: string;
  merchantName: string;
  merchantCity: string;
  /** Absent for the '***' marker. */
  txid?: string;
  crc: string;
  fields: TlvField[];
}

export type ParseBrCodeResult = { ok: true; code: ParsedBrCode } | { ok: false; error: string };

const fail = (error: string): ParseBrCodeResult => ({ ok: false, error });

function findPixAccount(fields: readonly TlvField[]): Map<string, string> | string {
  for (const field of fields) {
    const id = Number(field.id);
    if (id < 26 || id > 51) continue;
    const parsed = parseTlv(field.value);
    if (!parsed.ok) return `Object ${field.id}: ${parsed.error}`;
    const sub = new Map(parsed.fields.map((f) => [f.id, f.value]));
    if (sub.get('00')?.toLowerCase() === 'br.gov.bcb.pix') return sub;
  }
  return "No merchant account template (26 to 51) with GUI 'br.gov.bcb.pix'";
}

/** Checks the TLV structure, the CRC and the mandatory objects; never throws. */
export function parseBrCode(payload: string): ParseBrCodeResult {
  if (typeof payload !== 'string' || payload.length < 8 || payload.length > 512)
    return fail('Not a BR Code: wrong length');
  const parsed = parseTlv(payload);
  if (!parsed.ok) return fail(parsed.error);
  const { fields } = parsed;

  if (fields[0]?.id !== '00' || fields[0].value !== '01')
    return fail("It must start with '000201' (payload format indicator)");
  const last = fields[fields.length - 1];
  if (last.id !== '63' || !/^[0-9A-Fa-f]{4}$/.test(last.value))
    return fail("It must end with object 63: '6304' and 4 hex characters");
  const ids = fields.map((f) => f.id);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated) return fail(`Object ${repeated} appears twice`);

  const expected = crc16Hex(payload.slice(0, -4));
  if (last.value.toUpperCase() !== expected)
    return fail(`CRC mismatch: the payload says ${last.value}, its content gives ${expected}`);

  const byId = new Map(fields.map((f) => [f.id, f.value]));
  const initiation = byId.get('01');
  if (initiation !== undefined && initiation !== '11' && initiation !== '12')
    return fail("Object 01 must be '11' or '12'");

  const account = findPixAccount(fields);
  if (typeof account === 'string') return fail(account);
  const key = account.get('01');
  const url = account.get('25');
  if ((key === undefined) === (url === undefined))
    return fail('The PIX account must carry either a key (01) or a location (25)');

  const merchantCategoryCode = byId.get('52');
  if (!merchantCategoryCode || !/^\d{4}$/.test(merchantCategoryCode))
    return fail('Object 52 (merchant category code) must be 4 digits');
  const currency = byId.get('53');
  if (currency !== '986') return fail("Object 53 (currency) must be '986' (BRL)");
  const country = byId.get('58');
  if (country !== 'BR') return fail("Object 58 (country) must be 'BR'");
  const merchantName = byId.get('59');
  if (!merchantName || merchantName.length > 25) return fail('Object 59 (merchant name) must be 1 to 25 characters');
  const merchantCity = byId.get('60');
  if (!merchantCity || merchantCity.length > 15) return fail('Object 60 (merchant city) must be 1 to 15 characters');

  let amountCents: number | undefined;
  const amount = byId.get('54');
  if (amount !== undefined) {
    const cents = parsePixAmount(amount);
    if (cents === null || cents <= 0)
      return fail(`Object 54 (amount) must be a positive decimal like '123.45', got '${amount}'`);
    amountCents = cents;
  }

  let txid: string | undefined;
  const additional = byId.get('62');
  if (additional !== undefined) {
    const sub = parseTlv(additional);
    if (!sub.ok) return fail(`Object 62: ${sub.error}`);
    const reference = sub.fields.find((f) => f.id === '05')?.value;
    if (reference !== undefined && reference !== '***') {
      if (!/^[A-Za-z0-9]{1,25}$/.test(reference)) return fail('Object 62-05 (txid) must be 1 to 25 letters or digits');
      txid = reference;
    }
  }

  const description = account.get('02');
  return {
    ok: true,
    code: {
      pointOfInitiation: url !== undefined || initiation === '12' ? 'dynamic' : 'static',
      ...(key !== undefined && { key }),
      ...(url !== undefined && { url }),
      ...(description !== undefined && { description }),
      merchantCategoryCode,
      currency,
      ...(amountCents !== undefined && { amountCents }),
      country,
      merchantName,
      merchantCity,
      ...(txid !== undefined && { txid }),
      crc: last.value.toUpperCase(),
      fields,
    },
  };
}

export function isValidBrCode(payload: string): boolean {
  return parseBrCode(payload).ok;
}
