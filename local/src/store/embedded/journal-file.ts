import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AcknowledgedMark, type Acknowledged } from './acknowledged-mark';
import { writeFully, type DataFile, type OpenDataFile } from './data-file';
import { refuseDamaged } from './data-folder-damaged';
import { journalName, parseObject, parseRecord, type StoreRecord } from './data-files';
import { forEachLine } from './line-reader';
import type { JournalEntry } from './manifest';
import { frameRecord, unframeRecord } from './record-frame';

export function journalHeader(seq: number): string {
  return `${frameRecord(0, JSON.stringify({ journal: seq }))}\n`;
}

/** An open journal, where appends go, and the mark that counts what of it is acknowledged. */
export interface OpenJournal {
  handle: DataFile;
  mark: AcknowledgedMark;
  /** The number the next appended record gets (the header is 0). */
  nextRecord: number;
  /** The journal's length: where the next record starts. */
  bytes: number;
}

/** Creates journal-<seq>.jsonl holding its header, and its mark, on disk before the manifest names them. */
export async function createJournal(
  dataDir: string,
  seq: number,
  openFile: OpenDataFile,
): Promise<{ entry: JournalEntry; journal: OpenJournal }> {
  const file = journalName(seq);
  const handle = await openFile(join(dataDir, file), 'wx');
  const header = Buffer.from(journalHeader(seq), 'utf8');
  try {
    await writeFully(handle, header);
    await handle.datasync();
  } catch (error) {
    // Not named by the manifest yet: the next start removes it.
    await handle.close();
    throw error;
  }
  const mark = AcknowledgedMark.open(dataDir, seq);
  mark.record({ records: 1, bytes: header.length });
  mark.sync();
  return { entry: { file, bytes: header.length }, journal: { handle, mark, nextRecord: 1, bytes: header.length } };
}

/** Closes a journal and its mark, the mark synced: after a clean close it survives a power loss too. */
export async function closeJournal(journal: OpenJournal): Promise<void> {
  journal.mark.close();
  await journal.handle.close();
}

export interface ReplayedJournal {
  /** The number the next appended record gets. */
  nextRecord: number;
  /** The unacknowledged tail a crash tore, to be cut off: where it starts and how long it is. */
  torn: { offset: number; record: number; bytes: number } | null;
}

/**
 * Replays a journal the manifest names. What was acknowledged is known from the journal's mark (records
 * and bytes, a lower bound: a crash between a commit's fdatasync and the mark's update leaves more) and
 * from the manifest's length. A journal holding
 * less than that was cut, and refuses the start. A bad line (checksum, frame, incomplete) with no intact
 * line after it, past what was acknowledged, is a write torn by a crash (never acknowledged): it is
 * reported to the caller. Anything else would lose acknowledged writes: the start is refused.
 */
export function replayJournal(
  dataDir: string,
  seq: number,
  entry: JournalEntry,
  mark: Acknowledged,
  apply: (record: StoreRecord) => void,
): ReplayedJournal {
  const path = join(dataDir, entry.file);
  if (!existsSync(path)) throw refuseDamaged(dataDir, entry.file, 'is missing (the manifest names it)');
  const acknowledged = { records: mark.records, bytes: Math.max(entry.bytes, mark.bytes) };
  let expected = 0;
  // An object, so the type checker does not take the callback's assignment for a constant null.
  const state: { firstBad: { offset: number; record: number } | null } = { firstBad: null };
  const size = forEachLine(path, ({ text, offset, terminated }) => {
    const frame = unframeRecord(text);
    const firstBad = state.firstBad;
    if (firstBad) {
      if (frame)
        throw refuseDamaged(
          dataDir,
          entry.file,
          `is damaged at record ${firstBad.record} (byte ${firstBad.offset}): its checksum or framing does not match, and intact records follow it`,
        );
      return;
    }
    const where = `record ${expected} (byte ${offset})`;
    if (!frame || !terminated) {
      state.firstBad = { offset, record: expected };
      return;
    }
    if (frame.recordNumber !== expected)
      throw refuseDamaged(
        dataDir,
        entry.file,
        `has record ${frame.recordNumber} where ${where} was expected: records are missing or repeated`,
      );
    expected += 1;
    if (frame.recordNumber === 0) {
      if (parseObject(frame.json)?.journal !== seq)
        throw refuseDamaged(dataDir, entry.file, `does not start with its own header at ${where}: it was replaced`);
      return;
    }
    const record = parseRecord(frame.json);
    if (!record) throw refuseDamaged(dataDir, entry.file, `holds a malformed record at ${where}`);
    apply(record);
  });
  const bad = state.firstBad;
  if (size < acknowledged.bytes)
    throw refuseDamaged(dataDir, entry.file, cutShort(expected, size, acknowledged, mark !== null));
  if (bad && (bad.offset < acknowledged.bytes || bad.record === 0)) {
    throw refuseDamaged(
      dataDir,
      entry.file,
      `is damaged at record ${bad.record} (byte ${bad.offset}), below the ${acknowledged.bytes} bytes recorded as acknowledged`,
    );
  }
  // Bytes and records are written together, so this only meets a journal rewritten to its old length.
  if (expected < acknowledged.records)
    throw refuseDamaged(dataDir, entry.file, cutShort(expected, size, acknowledged, true));
  return { nextRecord: expected, torn: bad ? { ...bad, bytes: size - bad.offset } : null };
}

/** The operator's description of a journal holding less than was acknowledged (record 0 is its header). */
function cutShort(found: number, size: number, acknowledged: Acknowledged, counted: boolean): string {
  const expected = counted
    ? `${acknowledged.records} records (${acknowledged.bytes} bytes), its header included,`
    : `${acknowledged.bytes} bytes`;
  return `is cut short: it holds ${found} intact records (${size} bytes) where ${expected} were acknowledged: it was truncated or replaced`;
}
