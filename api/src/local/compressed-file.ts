import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Static text files compressed as Azure Static Web Apps serves them (brotli, else gzip, by the browser's
 * Accept-Encoding), so the local product's bytes on the wire are the deployed ones. Each file is compressed once per
 * modification time.
 */
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest', '.xml']);
const cache = new Map<string, { mtimeMs: number; br: Buffer; gzip: Buffer }>();

export type Encoding = 'br' | 'gzip';

export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (/\bbr\b/.test(acceptEncoding ?? '')) return 'br';
  if (/\bgzip\b/.test(acceptEncoding ?? '')) return 'gzip';
  return null;
}

/** The compressed bytes of a text file, or null for binary files (images are compressed already). */
export function compressedFile(file: string, encoding: Encoding): Buffer | null {
  if (!TEXT.has(path.extname(file).toLowerCase())) return null;
  const { mtimeMs } = statSync(file);
  let entry = cache.get(file);
  if (!entry || entry.mtimeMs !== mtimeMs) {
    const raw = readFileSync(file);
    entry = { mtimeMs, br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(raw, { level: 9 }) };
    cache.set(file, entry);
  }
  return entry[encoding];
}
