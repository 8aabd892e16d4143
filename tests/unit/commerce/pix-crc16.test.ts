import { describe, expect, it } from '@jest/globals';
import { crc16CcittFalse, crc16Hex } from '@agulhadas/domain/pix/crc16-ccitt';

/** A second, independent implementation: bitwise, one bit at a time, over char codes (ASCII input). */
function referenceCrc16(text: string): number {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1;
      crc &= 0xffff;
    }
  }
  return crc;
}

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the published check value 0x29B1 for "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
    expect(crc16Hex('123456789')).toBe('29B1');
  });

  it('gives the initial value for empty input, padded to four uppercase hex characters', () => {
    expect(crc16Hex('')).toBe('FFFF');
    expect(crc16Hex('A')).toMatch(/^[0-9A-F]{4}$/);
  });

  it('agrees with the bitwise reference on varied ASCII', () => {
    const samples = ['', 'A', '000201', '6304', 'br.gov.bcb.pix', '~'.repeat(300)];
    for (let n = 0; n < 200; n++)
      samples.push(Array.from({ length: n }, (_, i) => String.fromCharCode(32 + ((i * 37 + n * 11) % 95))).join(''));
    for (const sample of samples) expect(crc16CcittFalse(sample)).toBe(referenceCrc16(sample));
  });
});
