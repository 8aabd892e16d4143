import { closeSync, fsyncSync, openSync, readdirSync, readSync, statSync, truncateSync, unlinkSync } from 'node:fs';
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { decodeValue, encodeValue } from './codec';
import type { IndexDefinition } from './field-index';
import type { PlainObject } from './values';

/**
 * On-disk layout of a data directory:
 *   snapshot.jsonl         header {snapshot, nextJournal}, index and document records, footer {end}
 *   journal-<seq>.jsonl    records appended after the snapshot; journals below nextJournal are obsolete
 *   LOCK                   pid of the owning process
 * Records are one JSON object a line: {c, u: doc} put, {c, d: id} delete, {c, i: index definition}.
 */
export const SNAPSHOT_FILE = 'snapshot.jsonl';
const SNAPSHOT_TEMP = 'snapshot.jsonl.tmp';
const JOURNAL_PATTERN = /^journal-(\d+)\.jsonl$/;

export type StoreRecord =
  | { kind: 'put'; collection: string; doc: PlainObject }
  | { kind: 'delete'; collection: string; id: unknown }
  | { kind: 'index'; collection: string; definition: IndexDefinition };

export interface CollectionImage {
  name: string;
  indexes: IndexDefinition[];
  docs: PlainObject[];
}

export function journalPath(dataDir: string, seq: number): string {
  return join(dataDir, `journal-${String(seq).padStart(6, '0')}.jsonl`);
}

export function listJournals(dataDir: string): Array<{ seq: number; path: string }> {
  return readdirSync(dataDir)
    .map((name) => ({ name, match: JOURNAL_PATTERN.exec(name) }))
    .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
    .map((entry) => ({ seq: Number(entry.match[1]), path: join(dataDir, entry.name) }))
    .sort((a, b) => a.seq - b.seq);
}

export function removeLeftoverTemp(dataDir: string): void {
  try {
    unlinkSync(join(dataDir, SNAPSHOT_TEMP));
  } catch {
    // No leftover from an interrupted compaction.
  }
}

/** Loads the snapshot; returns the first journal sequence it does not cover (1 without a snapshot). */
export function loadSnapshot(dataDir: string, apply: (record: StoreRecord) => void): number {
  const path = join(dataDir, SNAPSHOT_FILE);
  try {
    statSync(path);
  } catch {
    return 1;
  }
  let nextJournal = 0;
  let complete = false;
  readLines(path, (line) => {
    const parsed: unknown = JSON.parse(line);
    if (isObject(parsed) && typeof parsed.snapshot === 'number') {
      nextJournal = Number(parsed.nextJournal);
    } else if (isObject(parsed) && parsed.end === true) {
      complete = true;
    } else {
      apply(toRecord(parsed));
    }
    return true;
  });
  // The snapshot is renamed into place only once complete, so anything else is real corruption.
  if (!complete || nextJournal < 1) throw new Error(`Embedded store snapshot ${path} is incomplete or corrupt`);
  return nextJournal;
}

/**
 * Replays a journal. A final line without its newline, or unparseable from some point on, is a
 * write torn by a crash (never acknowledged): it is ignored and cut off so appends start clean.
 */
export function replayJournal(path: string, apply: (record: StoreRecord) => void): { records: number; ignoredBytes: number } {
  let records = 0;
  const { validBytes, totalBytes } = readLines(path, (line) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      return false;
    }
    apply(toRecord(parsed));
    records += 1;
    return true;
  });
  if (validBytes < totalBytes) truncateSync(path, validBytes);
  return { records, ignoredBytes: totalBytes - validBytes };
}

/** Writes a snapshot next to the live one, fsyncs it, renames it into place and fsyncs the directory. */
export async function writeSnapshot(dataDir: string, collections: CollectionImage[], nextJournal: number): Promise<void> {
  const temp = join(dataDir, SNAPSHOT_TEMP);
  const handle = await fs.open(temp, 'w');
  try {
    await handle.write(`${JSON.stringify({ snapshot: 1, nextJournal })}\n`);
    for (const collection of collections) {
      const head = collection.indexes.map((definition) => JSON.stringify({ c: collection.name, i: encodeValue(definition) }));
      if (head.length > 0) await handle.write(`${head.join('\n')}\n`);
      // Encoding in chunks keeps the event loop responsive while large collections are written.
      for (let start = 0; start < collection.docs.length; start += 1000) {
        const chunk = collection.docs.slice(start, start + 1000).map((doc) => JSON.stringify({ c: collection.name, u: encodeValue(doc) }));
        await handle.write(`${chunk.join('\n')}\n`);
      }
    }
    await handle.write(`${JSON.stringify({ end: true })}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(temp, join(dataDir, SNAPSHOT_FILE));
  syncDirectory(dataDir);
}

export function syncDirectory(dataDir: string): void {
  const fd = openSync(dataDir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function toRecord(parsed: unknown): StoreRecord {
  if (!isObject(parsed) || typeof parsed.c !== 'string') throw new Error('Malformed store record');
  if ('u' in parsed) return { kind: 'put', collection: parsed.c, doc: decodeValue(parsed.u) as PlainObject };
  if ('d' in parsed) return { kind: 'delete', collection: parsed.c, id: decodeValue(parsed.d) };
  if ('i' in parsed) return { kind: 'index', collection: parsed.c, definition: decodeValue(parsed.i) as IndexDefinition };
  throw new Error('Malformed store record');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Streams complete lines (large files never become one string). `onLine` returning false stops
 * reading; validBytes is the offset after the last accepted line.
 */
function readLines(path: string, onLine: (line: string) => boolean): { validBytes: number; totalBytes: number } {
  const fd = openSync(path, 'r');
  const totalBytes = statSync(path).size;
  const buffer = Buffer.alloc(8 * 1024 * 1024);
  let carry = Buffer.alloc(0);
  let validBytes = 0;
  let position = 0;
  try {
    for (;;) {
      const read = readSync(fd, buffer, 0, buffer.length, position);
      if (read === 0) break;
      position += read;
      let data = carry.length > 0 ? Buffer.concat([carry, buffer.subarray(0, read)]) : buffer.subarray(0, read);
      let start = 0;
      for (let newline = data.indexOf(10, start); newline !== -1; newline = data.indexOf(10, start)) {
        const line = data.toString('utf8', start, newline);
        if (line.length > 0 && !onLine(line)) return { validBytes, totalBytes };
        validBytes += newline - start + 1;
        start = newline + 1;
      }
      data = data.subarray(start);
      carry = Buffer.from(data);
    }
  } finally {
    closeSync(fd);
  }
  return { validBytes, totalBytes };
}
