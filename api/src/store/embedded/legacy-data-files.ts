import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { refuseDamaged } from './data-folder-damaged';
import { JOURNAL_PATTERN, listNumbered, parseObject, parseRecord, type StoreRecord } from './data-files';
import { forEachLine } from './line-reader';

/**
 * Format 1, written before the manifest and the checksums: snapshot.jsonl (header {snapshot: 1, nextJournal},
 * records, footer {end}) and journal-<seq>.jsonl of unframed JSON lines. Read once, then upgraded.
 */
export const LEGACY_SNAPSHOT_FILE = 'snapshot.jsonl';

/** A format-1 journal is empty or starts with '{'; a format-2 one starts with its header's checksum. */
function isLegacyJournal(path: string): boolean {
  const fd = openSync(path, 'r');
  try {
    const first = Buffer.alloc(1);
    return readSync(fd, first, 0, 1, 0) === 0 || first[0] === 0x7b;
  } finally {
    closeSync(fd);
  }
}

/** Whether the folder holds format-1 data (format-2 files beside it are what an interrupted upgrade left). */
export function hasLegacyData(dataDir: string): boolean {
  return existsSync(join(dataDir, LEGACY_SNAPSHOT_FILE)) || listNumbered(dataDir, JOURNAL_PATTERN).some((journal) => isLegacyJournal(journal.path));
}

/**
 * Loads a format-1 folder and returns the highest journal number present. Without checksums only
 * unparseable lines can be seen: one at the very end of a journal is a torn write (warned and skipped);
 * one with records after it refuses the start, as in format 2.
 */
export function loadLegacyFolder(dataDir: string, apply: (record: StoreRecord) => void): number {
  const nextJournal = loadLegacySnapshot(dataDir, apply);
  let highest = nextJournal - 1;
  for (const journal of listNumbered(dataDir, JOURNAL_PATTERN)) {
    highest = Math.max(highest, journal.seq);
    if (journal.seq < nextJournal || !isLegacyJournal(journal.path)) continue;
    const torn = replayLegacyJournal(dataDir, journal.name, journal.path, apply);
    if (torn)
      console.warn(`[store] ignored an incomplete last record (record ${torn.record}, byte ${torn.offset}) of ${journal.path}: a write torn by a crash`);
  }
  return highest;
}

/** Applies a journal's records; returns where its torn tail starts, if it has one. */
function replayLegacyJournal(dataDir: string, name: string, path: string, apply: (record: StoreRecord) => void): { offset: number; record: number } | null {
  // An object, so the type checker does not take the callback's assignment for a constant null.
  const state: { bad: { offset: number; record: number } | null } = { bad: null };
  let record = 0;
  forEachLine(path, ({ text, offset }) => {
    if (text.length === 0) return;
    record += 1;
    const parsed = parseRecord(text);
    const bad = state.bad;
    if (bad && parsed)
      throw refuseDamaged(dataDir, name, `is damaged at record ${bad.record} (byte ${bad.offset}): it does not parse, and intact records follow it`);
    if (!parsed) state.bad ??= { offset, record };
    else apply(parsed);
  });
  return state.bad;
}

function loadLegacySnapshot(dataDir: string, apply: (record: StoreRecord) => void): number {
  if (!existsSync(join(dataDir, LEGACY_SNAPSHOT_FILE))) return 1;
  let nextJournal = 0;
  let complete = false;
  let record = 0;
  forEachLine(join(dataDir, LEGACY_SNAPSHOT_FILE), ({ text, offset }) => {
    if (text.length === 0) return;
    record += 1;
    const object = parseObject(text);
    if (typeof object?.snapshot === 'number') nextJournal = Number(object.nextJournal);
    else if (object?.end === true) complete = true;
    else {
      const parsed = parseRecord(text);
      if (!parsed) throw refuseDamaged(dataDir, LEGACY_SNAPSHOT_FILE, `holds a malformed record at record ${record} (byte ${offset})`);
      apply(parsed);
    }
  });
  // The snapshot was renamed into place only once complete, so anything else is damage.
  if (!complete || !(nextJournal >= 1)) throw refuseDamaged(dataDir, LEGACY_SNAPSHOT_FILE, 'is incomplete (no header or no end marker)');
  return nextJournal;
}
