import { describe, expect, it } from '@jest/globals';
import { PixBrCodeError } from '@agulhadas/domain/pix/pix-br-code-error';
import { buildPixBrCode, type PixBrCodeInput } from '@agulhadas/domain/pix/build-pix-br-code';
import { isValidBrCode, parseBrCode } from '../../support/parse-pix-br-code';
import { normalizePixKey } from '@agulhadas/domain/pix/pix-key';
import { parseTlv } from '@agulhadas/domain/pix/emv-tlv';

/** Bitwise reference CRC, independent of the table-driven one under test. */
function referenceCrc16(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit++) crc = (crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * Published, verbatim:
 * - The example of the Banco Central's "Manual de Padrões para Iniciação do Pix" / "Manual do BR Code"
 *   (random key, no amount), reproduced in the docs of @brazilian-utils/brazilian-utils (isValidPixPayload)
 *   and in several independent test suites.
 * - The generatePixPayload example of the @brazilian-utils/brazilian-utils docs (CPF key, amount 123.45).
 */
const BCB_MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
  '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const BRAZILIAN_UTILS_CPF_EXAMPLE =
  '00020126330014br.gov.bcb.pix0111123456789095204000053039865406123.455802BR5913Fulano de Tal6008Brasilia62070503***630479EE';

const base: PixBrCodeInput = { key: 'contato@agulhadas.app', merchantName: 'Agulhadas', merchantCity: 'São Paulo' };

function expectValidCrc(payload: string) {
  expect(payload.slice(-8, -4)).toBe('6304');
  expect(payload.slice(-4)).toBe(referenceCrc16(payload.slice(0, -4)));
}

describe('published BR Codes', () => {
  it.each([BCB_MANUAL_EXAMPLE, BRAZILIAN_UTILS_CPF_EXAMPLE])(
    'the reference CRC reproduces the last 4 characters of %s',
    (payload) => {
      expectValidCrc(payload);
    },
  );

  it('parses the Banco Central example', () => {
    const result = parseBrCode(BCB_MANUAL_EXAMPLE);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.code).toMatchObject({
      pointOfInitiation: 'static',
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantCategoryCode: '0000',
      currency: '986',
      country: 'BR',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      crc: '1D3D',
    });
    expect(result.code.txid).toBeUndefined();
    expect(result.code.amountCents).toBeUndefined();
  });

  it('parses the amount of the CPF example', () => {
    const result = parseBrCode(BRAZILIAN_UTILS_CPF_EXAMPLE);
    expect(result.ok && result.code.amountCents).toBe(12345);
    expect(result.ok && result.code.key).toBe('12345678909');
  });

  it('rebuilds both published payloads character for character', () => {
    expect(
      buildPixBrCode({
        key: '123e4567-e12b-12d1-a456-426655440000',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
        uppercase: false,
      }),
    ).toBe(BCB_MANUAL_EXAMPLE);
    expect(
      buildPixBrCode({
        key: '123.456.789-09',
        merchantName: 'Fulano de Tal',
        merchantCity: 'Brasília',
        amountCents: 12345,
        uppercase: false,
      }),
    ).toBe(BRAZILIAN_UTILS_CPF_EXAMPLE);
  });
});

describe('buildPixBrCode', () => {
  it('lays out the objects in order, with uppercase ASCII name and city', () => {
    const payload = buildPixBrCode({ ...base, amountCents: 15000, txid: 'AGU123', description: 'Assinante 3 meses' });
    const tlv = parseTlv(payload);
    expect(tlv.ok).toBe(true);
    if (!tlv.ok) return;
    expect(tlv.fields.map((f) => f.id)).toEqual(['00', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
    const value = Object.fromEntries(tlv.fields.map((f) => [f.id, f.value]));
    expect(value['00']).toBe('01');
    expect(value['26']).toBe('0014br.gov.bcb.pix0121contato@agulhadas.app0217Assinante 3 meses');
    expect(value['52']).toBe('0000');
    expect(value['53']).toBe('986');
    expect(value['54']).toBe('150.00');
    expect(value['58']).toBe('BR');
    expect(value['59']).toBe('AGULHADAS');
    expect(value['60']).toBe('SAO PAULO');
    expect(value['62']).toBe('0506AGU123');
    expectValidCrc(payload);
    expect(parseBrCode(payload)).toMatchObject({
      ok: true,
      code: { amountCents: 15000, txid: 'AGU123', description: 'Assinante 3 meses' },
    });
  });

  it("uses '***' without a txid and omits 54 without an amount", () => {
    const payload = buildPixBrCode(base);
    expect(payload).toContain('62070503***6304');
    expect(payload).not.toMatch(/530398654/);
    expectValidCrc(payload);
  });

  it.each([
    [1, '0.01'],
    [99, '0.99'],
    [100, '1.00'],
    [38250, '382.50'],
    [999_999_999_999, '9999999999.99'],
  ])('writes %i cents as %s', (cents, text) => {
    const payload = buildPixBrCode({ ...base, amountCents: cents });
    expect(payload).toContain(`54${String(text.length).padStart(2, '0')}${text}5802BR`);
    expectValidCrc(payload);
  });

  it('accepts the five key types and writes them normalised', () => {
    expect(normalizePixKey('123.456.789-09')).toEqual({ type: 'cpf', value: '12345678909' });
    expect(normalizePixKey('11.222.333/0001-81')).toEqual({ type: 'cnpj', value: '11222333000181' });
    expect(normalizePixKey('+55 (11) 91234-5678')).toEqual({ type: 'phone', value: '+5511912345678' });
    expect(normalizePixKey('Contato@Agulhadas.app')).toEqual({ type: 'email', value: 'contato@agulhadas.app' });
    expect(normalizePixKey('123E4567-E12B-12D1-A456-426655440000')).toEqual({
      type: 'evp',
      value: '123e4567-e12b-12d1-a456-426655440000',
    });
    for (const key of [
      '12345678909',
      '11222333000181',
      '+5511912345678',
      'a@b.co',
      '123e4567-e12b-12d1-a456-426655440000',
    ]) {
      expectValidCrc(buildPixBrCode({ ...base, key }));
    }
  });

  it.each([
    ['', /empty/],
    ['12345678900', /not a valid CPF/],
    ['111.111.111-11', /not a valid CPF/],
    ['11222333000180', /not a valid CNPJ/],
    ['1234567', /11 digits/],
    ['11912345678x', /not a CPF, CNPJ/],
    ['+1 202 555 0100', /\+55/],
    ['+55119123', /\+55/],
    ['ana@', /e-mail/],
    ['ana@exemplo', /e-mail/],
    [`${'a'.repeat(70)}@exemplo.com`, /at most 77/],
    ['123e4567-e12b-12d1-a456-42665544000', /not a CPF, CNPJ/],
  ])('rejects the key %p', (key, message) => {
    expect(() => buildPixBrCode({ ...base, key })).toThrow(message);
    expect(() => buildPixBrCode({ ...base, key })).toThrow(PixBrCodeError);
  });

  it('enforces the name (25), city (15), txid (25 alnum) and amount rules', () => {
    expect(buildPixBrCode({ ...base, merchantName: 'A'.repeat(25) })).toContain(`5925${'A'.repeat(25)}`);
    expect(() => buildPixBrCode({ ...base, merchantName: 'A'.repeat(26) })).toThrow(/maximum is 25/);
    expect(() => buildPixBrCode({ ...base, merchantName: '   ' })).toThrow(/empty/);
    expect(() => buildPixBrCode({ ...base, merchantName: 'Café ☕' })).toThrow(/printable ASCII/);
    expect(buildPixBrCode({ ...base, merchantCity: 'Florianópolis' })).toContain('6013FLORIANOPOLIS');
    expect(() => buildPixBrCode({ ...base, merchantCity: 'Santo Antônio de Jesus' })).toThrow(/maximum is 15/);
    expect(buildPixBrCode({ ...base, txid: 'A'.repeat(25) })).toContain(`62290525${'A'.repeat(25)}`);
    expect(() => buildPixBrCode({ ...base, txid: 'A'.repeat(26) })).toThrow(/txid/);
    expect(() => buildPixBrCode({ ...base, txid: 'pedido-1' })).toThrow(/txid/);
    expect(() => buildPixBrCode({ ...base, txid: '' })).toThrow(/txid/);
    expect(() => buildPixBrCode({ ...base, amountCents: 0 })).toThrow(/positive/);
    expect(() => buildPixBrCode({ ...base, amountCents: 12.5 })).toThrow(/whole number/);
    expect(() => buildPixBrCode({ ...base, amountCents: 1_000_000_000_000 })).toThrow(/13 characters/);
  });

  it('keeps object 26 within 99 characters, giving the description what the key leaves', () => {
    const key = '123e4567-e12b-12d1-a456-426655440000';
    const room = 99 - 18 - (4 + key.length) - 4; // 37
    const payload = buildPixBrCode({ ...base, key, description: 'x'.repeat(room) });
    expect(payload.slice(6, 10)).toBe('2699');
    expect(() => buildPixBrCode({ ...base, key, description: 'x'.repeat(room + 1) })).toThrow(/maximum is 37/);
  });
});

describe('parseBrCode', () => {
  const good = buildPixBrCode({ ...base, amountCents: 7500, txid: 'T1' });

  it('accepts what the builder makes and a lowercase CRC', () => {
    expect(isValidBrCode(good)).toBe(true);
    expect(isValidBrCode(good.slice(0, -4) + good.slice(-4).toLowerCase())).toBe(true);
  });

  it('rejects a payload whose content was altered', () => {
    const tampered = good.replace('75.00', '15.00');
    expect(parseBrCode(tampered)).toEqual({ ok: false, error: expect.stringMatching(/CRC mismatch/) });
  });

  it('rejects a wrong CRC', () => {
    const crc = good.slice(-4);
    const wrong = crc === '0000' ? '0001' : '0000';
    expect(parseBrCode(good.slice(0, -4) + wrong)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/CRC mismatch/),
    });
  });

  /** Re-signs a hand-made body, so the structure checks (not the CRC) are what fails. */
  const sign = (body: string) => `${body}6304${referenceCrc16(`${body}6304`)}`;
  const account = '26580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000';

  it.each([
    ['', /wrong length/],
    ['not a br code at all', /Malformed TLV/],
    [BCB_MANUAL_EXAMPLE.slice(0, -1), /runs past the end|must end with object 63/],
    [BCB_MANUAL_EXAMPLE.slice(6), /must start with '000201'/],
    [sign(`000202${account}5204000053039865802BR5902AB6002SP`), /must start with '000201'/],
    [sign(`000201${account}5204000053039865802BR5902AB`), /Object 60/],
    [sign(`000201${account}5204000053038405802BR5902AB6002SP`), /Object 53/],
    [sign(`000201${account}5204000053039865802US5902AB6002SP`), /Object 58/],
    [sign(`000201${account}52040000530398654040.005802BR5902AB6002SP`), /Object 54/],
    [sign(`000201${account}52040000530398654031,55802BR5902AB6002SP`), /Object 54/],
    [sign(`00020126180014br.gov.bcb.pix5204000053039865802BR5902AB6002SP`), /either a key/],
    [sign(`00020126300014br.gov.example0108abcdefgh5204000053039865802BR5902AB6002SP`), /br\.gov\.bcb\.pix/],
    [sign(`000201${account}5204000053039865802BR5902AB6002SP6207050312!`), /txid/],
    [sign(`000201${account}52040000520400005303986`), /appears twice/],
    [sign(`000201010213${account}5204000053039865802BR5902AB6002SP`), /Object 01/],
  ])('rejects %p', (payload, message) => {
    const result = parseBrCode(payload);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });

  it('reads a dynamic code (PSP location, point of initiation 12)', () => {
    const body =
      '00020101021226480014br.gov.bcb.pix2526pix.example.com/qr/v2/12345204000053039865802BR5913Fulano de Tal6008Brasilia62070503***';
    const result = parseBrCode(sign(body));
    expect(result).toMatchObject({
      ok: true,
      code: { pointOfInitiation: 'dynamic', url: 'pix.example.com/qr/v2/1234' },
    });
  });
});
