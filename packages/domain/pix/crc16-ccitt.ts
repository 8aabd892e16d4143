/**
 * CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor), the checksum of object 63 of
 * a BR Code. Table-driven; the tests check it against a bitwise reference and the check value 0x29B1.
 */
const TABLE: Uint16Array = (() => {
  const table = new Uint16Array(256);
  for (let byte = 0; byte < 256; byte++) {
    let crc = byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    table[byte] = crc;
  }
  return table;
})();

/** Over the UTF-8 bytes of the text (a valid payload is ASCII, where bytes and characters agree). */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc = ((crc << 8) & 0xffff) ^ TABLE[((crc >> 8) ^ byte) & 0xff];
  }
  return crc;
}

/** The 4 uppercase hex characters that end a BR Code. */
export function crc16Hex(text: string): string {
  return crc16CcittFalse(text).toString(16).toUpperCase().padStart(4, '0');
}
