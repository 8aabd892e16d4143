import { closeSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { decodeValue } from './codec';
import type { IndexDefinition } from './field-index';
import type { PlainObject } from './values';

/**
 * On-disk layout of a data directory, format 3 (docs/decisions/README.md#the-embedded-store-never-loses-data-silently, "The embedded store never loses data silently"
 * and "Journal cut or torn tail"):
 *   MANIFEST.json          the snapshot and journals the folder must hold (manifest.ts), replaced atomically
 *   snapshot-<gen>.jsonl   header {snapshot: 2, nextJournal: gen}, index and document records, footer {end}
 *   journal-<seq>.jsonl    header {journal: seq}, then the records appended after the snapshot
 *   journal-<seq>.acked    the records and bytes of the journal acknowledged so far (acknowledged-mark.ts)
 *   LOCK                   pid of the owning process
 * Every snapshot and journal line is framed with its record number and a CRC32 (record-frame.ts).
 * Records are JSON: {c, u: doc} put, {c, d: id} delete, {c, i: index definition}.
 * A folder of an earlier format (1: no manifest, unframed lines; 2: no .acked files) is refused at open with the
 * command that rebuilds it (data-folder-outdated.ts).
 */
export const JOURNAL_PATTERN = /^journal-(\d+)\.jsonl$/;
export const ACKNOWLEDGED_PATTERN = /^journal-(\d+)\.acked$/;
export const SNAPSHOT_PATTERN = /^snapshot-(\d+)\.jsonl$/;
/** Files written to a temporary name and renamed into place; one left behind is an interrupted write. */
const TEMP_PATTERN = /^(snapshot(-\d+)?\.jsonl|MANIFEST\.json)\.tmp$/;

export type StoreRecord =
  | { kind: 'put'; collection: string; doc: PlainObject }
  | { kind: 'delete'; collection: string; id: unknown }
  | { kind: 'index'; collection: string; definition: IndexDefinition };

export interface CollectionImage {
  name: string;
  indexes: IndexDefinition[];
  docs: PlainObject[];
}

export function journalName(seq: number): string {
  return `journal-${String(seq).padStart(6, '0')}.jsonl`;
}

export function acknowledgedName(seq: number): string {
  return journalName(seq).replace(/\.jsonl$/, '.acked');
}

export function snapshotName(generation: number): string {
  return `snapshot-${String(generation).padStart(6, '0')}.jsonl`;
}

/** Files of the folder whose name matches `pattern`, with the number in their name, in order. */
export function listNumbered(dataDir: string, pattern: RegExp): Array<{ seq: number; name: string; path: string }> {
  return readdirSync(dataDir)
    .map((name) => ({ name, match: pattern.exec(name) }))
    .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
    .map((entry) => ({ seq: Number(entry.match[1]), name: entry.name, path: join(dataDir, entry.name) }))
    .sort((a, b) => a.seq - b.seq);
}

export function listTempFiles(dataDir: string): string[] {
  return readdirSync(dataDir)
    .filter((name) => TEMP_PATTERN.test(name))
    .map((name) => join(dataDir, name));
}

/** fsync of a file or a directory, opened read-only (which Linux allows for both). */
export function syncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export function syncDirectory(dataDir: string): void {
  syncPath(dataDir);
}

/** The record a line's JSON holds; null when it is not one (the caller says where and refuses). */
export function parseRecord(json: string): StoreRecord | null {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!isObject(parsed) || typeof parsed.c !== 'string') return null;
    if ('u' in parsed && isObject(parsed.u))
      return { kind: 'put', collection: parsed.c, doc: decodeValue(parsed.u) as PlainObject };
    if ('d' in parsed) return { kind: 'delete', collection: parsed.c, id: decodeValue(parsed.d) };
    if ('i' in parsed && isObject(parsed.i))
      return { kind: 'index', collection: parsed.c, definition: decodeValue(parsed.i) as IndexDefinition };
    return null;
  } catch {
    // Not JSON, or a marker that does not decode (e.g. a bad $oid).
    return null;
  }
}

/** Parses a header or footer line; null when the JSON is not an object. */
export function parseObject(json: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(json);
    return isObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
