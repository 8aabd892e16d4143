import { PixBrCodeError } from './pix-br-code-error';

/** EMV QRCPS objects: a 2-digit id, a 2-digit length, then the value (lengths in characters, max 99). */
export interface TlvField {
  id: string;
  value: string;
}

export function encodeTlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new PixBrCodeError(id, `EMV id must be two digits, got '${id}'`);
  if (value.length > 99)
    throw new PixBrCodeError(id, `EMV object ${id} is ${value.length} characters; the maximum is 99`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

export type TlvParseResult = { ok: true; fields: TlvField[] } | { ok: false; error: string };

/** Splits a TLV string; fails on a malformed id or length, or a value running past the end. */
export function parseTlv(text: string): TlvParseResult {
  const fields: TlvField[] = [];
  let position = 0;
  while (position < text.length) {
    const header = text.slice(position, position + 4);
    if (!/^\d{4}$/.test(header))
      return { ok: false, error: `Malformed TLV header '${header}' at position ${position}` };
    const id = header.slice(0, 2);
    const length = Number(header.slice(2));
    const end = position + 4 + length;
    if (end > text.length) return { ok: false, error: `Object ${id} at position ${position} runs past the end` };
    fields.push({ id, value: text.slice(position + 4, end) });
    position = end;
  }
  return { ok: true, fields };
}
