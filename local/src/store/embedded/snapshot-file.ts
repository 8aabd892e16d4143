import { existsSync, promises as fs, statSync } from 'node:fs';
import { join } from 'node:path';
import { encodeValue } from './codec';
import { writeFully, type OpenDataFile } from './data-file';
import { refuseDamaged } from './data-folder-damaged';
import {
  parseObject,
  parseRecord,
  snapshotName,
  syncDirectory,
  type CollectionImage,
  type StoreRecord,
} from './data-files';
import { forEachLine } from './line-reader';
import type { SnapshotEntry } from './manifest';
import { frameRecord, unframeRecord } from './record-frame';

/**
 * Writes snapshot-<nextJournal>.jsonl under a temporary name, fsyncs it and renames it into place. The
 * caller names it in the manifest afterwards; until then the previous snapshot stays the valid one.
 */
export async function writeSnapshot(
  dataDir: string,
  collections: CollectionImage[],
  nextJournal: number,
  openFile: OpenDataFile,
): Promise<SnapshotEntry> {
  const file = snapshotName(nextJournal);
  const temp = join(dataDir, `${file}.tmp`);
  const handle = await openFile(temp, 'w');
  let records = 0;
  let bytes = 0;
  const write = async (jsons: string[]) => {
    const data = Buffer.from(jsons.map((json) => `${frameRecord(records++, json)}\n`).join(''), 'utf8');
    await writeFully(handle, data);
    bytes += data.length;
  };
  try {
    await write([JSON.stringify({ snapshot: 2, nextJournal })]);
    for (const collection of collections) {
      await write(
        collection.indexes.map((definition) => JSON.stringify({ c: collection.name, i: encodeValue(definition) })),
      );
      // Encoding in chunks keeps the event loop responsive while large collections are written.
      for (let start = 0; start < collection.docs.length; start += 1000) {
        await write(
          collection.docs
            .slice(start, start + 1000)
            .map((doc) => JSON.stringify({ c: collection.name, u: encodeValue(doc) })),
        );
      }
    }
    await write([JSON.stringify({ end: true })]);
    await handle.sync();
  } catch (error) {
    // A full disk stays full while an unfinished snapshot holds its space; the previous snapshot is still the valid one.
    await fs.rm(temp, { force: true });
    throw error;
  } finally {
    await handle.close();
  }
  await fs.rename(temp, join(dataDir, file));
  syncDirectory(dataDir);
  return { file, nextJournal, records, bytes };
}

/** Loads the snapshot the manifest names. It is renamed into place only once complete, so any flaw is damage. */
export function loadSnapshot(dataDir: string, entry: SnapshotEntry, apply: (record: StoreRecord) => void): void {
  const path = join(dataDir, entry.file);
  if (!existsSync(path)) throw refuseDamaged(dataDir, entry.file, 'is missing (the manifest names it)');
  const size = statSync(path).size;
  if (size !== entry.bytes) {
    throw refuseDamaged(
      dataDir,
      entry.file,
      `holds ${size} bytes where the manifest recorded ${entry.bytes}: it was truncated, extended or replaced`,
    );
  }
  let expected = 0;
  let ended = false;
  forEachLine(path, ({ text, offset }) => {
    const where = `record ${expected} (byte ${offset})`;
    const frame = unframeRecord(text);
    if (!frame) throw refuseDamaged(dataDir, entry.file, `fails its checksum at ${where}`);
    if (frame.recordNumber !== expected)
      throw refuseDamaged(
        dataDir,
        entry.file,
        `has record ${frame.recordNumber} where ${where} was expected: records are missing or repeated`,
      );
    if (ended) throw refuseDamaged(dataDir, entry.file, `continues after its end marker at ${where}`);
    expected += 1;
    if (frame.recordNumber === 0) {
      const header = parseObject(frame.json);
      if (header?.snapshot !== 2 || header.nextJournal !== entry.nextJournal)
        throw refuseDamaged(dataDir, entry.file, `has a header that does not match the manifest at ${where}`);
      return;
    }
    if (parseObject(frame.json)?.end === true) {
      ended = true;
      return;
    }
    const record = parseRecord(frame.json);
    if (!record) throw refuseDamaged(dataDir, entry.file, `holds a malformed record at ${where}`);
    apply(record);
  });
  if (!ended || expected !== entry.records) {
    throw refuseDamaged(dataDir, entry.file, `holds ${expected} records where the manifest recorded ${entry.records}`);
  }
}
