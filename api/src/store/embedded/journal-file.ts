import { existsSync, promises as fs, statSync } from 'node:fs';
import { join } from 'node:path';
import { refuseDamaged } from './data-folder-damaged';
import { journalName, parseObject, parseRecord, type StoreRecord } from './data-files';
import { forEachLine } from './line-reader';
import type { JournalEntry } from './manifest';
import { frameRecord, unframeRecord } from './record-frame';

export function journalHeader(seq: number): string {
  return `${frameRecord(0, JSON.stringify({ journal: seq }))}\n`;
}

/** Creates journal-<seq>.jsonl holding its header, on disk before the manifest names it. */
export async function createJournal(dataDir: string, seq: number): Promise<{ entry: JournalEntry; handle: fs.FileHandle }> {
  const file = journalName(seq);
  const handle = await fs.open(join(dataDir, file), 'wx');
  const header = Buffer.from(journalHeader(seq), 'utf8');
  await handle.write(header, 0, header.length);
  await handle.datasync();
  return { entry: { file, bytes: header.length }, handle };
}

export interface ReplayedJournal {
  /** The number the next appended record gets. */
  nextRecord: number;
  /** The unacknowledged tail a crash tore, to be cut off: where it starts and how long it is. */
  torn: { offset: number; record: number; bytes: number } | null;
}

/**
 * Replays a journal the manifest names. A bad line (checksum, frame, incomplete) with no intact line after
 * it, past the bytes the manifest recorded, is a write torn by a crash (never acknowledged): it is
 * reported to the caller. Anything else would lose acknowledged writes: the start is refused.
 */
export function replayJournal(dataDir: string, seq: number, entry: JournalEntry, apply: (record: StoreRecord) => void): ReplayedJournal {
  const path = join(dataDir, entry.file);
  if (!existsSync(path)) throw refuseDamaged(dataDir, entry.file, 'is missing (the manifest names it)');
  const size = statSync(path).size;
  if (size < entry.bytes) {
    throw refuseDamaged(dataDir, entry.file, `holds ${size} bytes where the manifest recorded ${entry.bytes} acknowledged: it was truncated or replaced`);
  }
  let expected = 0;
  // An object, so the type checker does not take the callback's assignment for a constant null.
  const state: { firstBad: { offset: number; record: number } | null } = { firstBad: null };
  forEachLine(path, ({ text, offset, terminated }) => {
    const frame = unframeRecord(text);
    const firstBad = state.firstBad;
    if (firstBad) {
      if (frame) throw refuseDamaged(dataDir, entry.file, `is damaged at record ${firstBad.record} (byte ${firstBad.offset}): its checksum or framing does not match, and intact records follow it`);
      return;
    }
    const where = `record ${expected} (byte ${offset})`;
    if (!frame || !terminated) {
      state.firstBad = { offset, record: expected };
      return;
    }
    if (frame.recordNumber !== expected) throw refuseDamaged(dataDir, entry.file, `has record ${frame.recordNumber} where ${where} was expected: records are missing or repeated`);
    expected += 1;
    if (frame.recordNumber === 0) {
      if (parseObject(frame.json)?.journal !== seq) throw refuseDamaged(dataDir, entry.file, `does not start with its own header at ${where}: it was replaced`);
      return;
    }
    const record = parseRecord(frame.json);
    if (!record) throw refuseDamaged(dataDir, entry.file, `holds a malformed record at ${where}`);
    apply(record);
  });
  const bad = state.firstBad;
  if (!bad) return { nextRecord: expected, torn: null };
  if (bad.offset < entry.bytes || bad.record === 0) {
    throw refuseDamaged(dataDir, entry.file, `is damaged at record ${bad.record} (byte ${bad.offset}), below the ${entry.bytes} bytes the manifest recorded as acknowledged`);
  }
  return { nextRecord: expected, torn: { ...bad, bytes: size - bad.offset } };
}
