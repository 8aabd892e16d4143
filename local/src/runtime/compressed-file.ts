import { readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import path from 'node:path';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/**
 * Static text files compressed as Azure Static Web Apps serves them (brotli, else gzip, by the browser's
 * Accept-Encoding), so the local product's bytes on the wire are the deployed ones. Each file is compressed once per
 * modification time; `warmCompressedFiles` does the built client's files ahead, off the event loop, so no visitor waits for it.
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
    entry = { mtimeMs, br: brotliCompressSync(raw, BROTLI), gzip: gzipSync(raw, GZIP) };
    cache.set(file, entry);
  }
  return entry[encoding];
}

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const GZIP = { level: 9 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses every text file under `dir` into the cache, one at a time in zlib's thread pool: the first visitor of a
 * freshly started product (the chart's 180 kB library, ~200 ms at brotli 11) gets them ready. Errors are ignored: a
 * file that cannot be read here is compressed, or refused, when asked for.
 */
export async function warmCompressedFiles(dir: string): Promise<void> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && TEXT.has(path.extname(entry.name).toLowerCase()),
  );
  for (const entry of files) {
    const file = path.join(entry.parentPath, entry.name);
    try {
      const { mtimeMs } = await stat(file);
      if (cache.get(file)?.mtimeMs === mtimeMs) continue;
      const raw = await readFile(file);
      cache.set(file, { mtimeMs, br: await brotliAsync(raw, BROTLI), gzip: await gzipAsync(raw, GZIP) });
    } catch {
      // Left to compressedFile on request.
    }
  }
}
