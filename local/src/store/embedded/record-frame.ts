import { crc32 } from 'node:zlib';

/**
 * Every snapshot and journal line (format 2) is `<crc32, 8 hex> <record number> <json>`, the CRC taken over
 * `<record number> <json>`: a flipped byte fails the CRC, and a line dropped, repeated or moved breaks the
 * numbering, while each line can still be checked on its own (to tell a torn tail from damage in the middle).
 */
export function frameRecord(recordNumber: number, json: string): string {
  const body = `${recordNumber} ${json}`;
  return `${crc32(body).toString(16).padStart(8, '0')} ${body}`;
}

const FRAME = /^([0-9a-f]{8}) (\d+) /;

/** The record number and JSON of an intact line; null when the line fails its checksum or is not a frame. */
export function unframeRecord(line: string): { recordNumber: number; json: string } | null {
  const match = FRAME.exec(line);
  if (!match) return null;
  if (crc32(line.slice(9)) !== Number.parseInt(match[1], 16)) return null;
  return { recordNumber: Number(match[2]), json: line.slice(match[0].length) };
}
