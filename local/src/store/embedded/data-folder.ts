import { statSync, truncateSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { AcknowledgedMark, readAcknowledged, type Acknowledged } from './acknowledged-mark';
import type { OpenDataFile } from './data-file';
import { refuseDamaged } from './data-folder-damaged';
import { DataFolderOutdatedError, holdsFormat1 } from './data-folder-outdated';
import {
  ACKNOWLEDGED_PATTERN,
  acknowledgedName,
  JOURNAL_PATTERN,
  listNumbered,
  listTempFiles,
  SNAPSHOT_PATTERN,
  syncDirectory,
  syncPath,
  type StoreRecord,
} from './data-files';
import { createJournal, journalHeader, replayJournal, type OpenJournal } from './journal-file';
import { FORMAT, MANIFEST_FILE, readManifest, writeManifest, type JournalEntry, type Manifest } from './manifest';
import { loadSnapshot } from './snapshot-file';

/** A loaded folder: its manifest and the journal appends go to. */
export interface OpenedFolder {
  manifest: Manifest;
  seq: number;
  journal: OpenJournal;
}

/**
 * Loads the data folder into the store, or refuses: DataFolderDamagedError, or DataFolderOutdatedError for a
 * folder of an earlier format. A new folder gets its first journal and manifest; framed files without their
 * manifest are damage.
 */
export async function openDataFolder(
  dataDir: string,
  apply: (record: StoreRecord) => void,
  openFile: OpenDataFile,
): Promise<OpenedFolder> {
  // Interrupted atomic writes: never renamed into place, so nothing names them.
  for (const temp of listTempFiles(dataDir)) unlinkSync(temp);
  const manifest = readManifest(dataDir);
  if (manifest) return openNamedFiles(dataDir, manifest, apply, openFile);
  if (holdsFormat1(dataDir)) throw new DataFolderOutdatedError(dataDir, 1, FORMAT);
  const orphan = [...listNumbered(dataDir, SNAPSHOT_PATTERN), ...listNumbered(dataDir, JOURNAL_PATTERN)][0];
  if (orphan) throw refuseDamaged(dataDir, MANIFEST_FILE, `is missing while the folder holds ${orphan.name}`);
  return begin(dataDir, openFile);
}

/**
 * Removes what an interrupted compaction left: files the manifest does not name, whose
 * records are in the files it names.
 */
export function removeObsoleteFiles(dataDir: string, manifest: Manifest): void {
  const named = new Set([
    manifest.snapshot?.file,
    ...manifest.journals.flatMap((entry) => [entry.file, acknowledgedName(journalSeq(entry.file))]),
  ]);
  const files = [JOURNAL_PATTERN, SNAPSHOT_PATTERN, ACKNOWLEDGED_PATTERN].flatMap((pattern) =>
    listNumbered(dataDir, pattern),
  );
  for (const file of files) {
    if (!named.has(file.name)) unlinkSync(file.path);
  }
  syncDirectory(dataDir);
}

/**
 * A compaction creates the next journal before naming it, but writes to it only once named: an unnamed
 * journal after the named ones holding more than its header cannot come from a crash.
 */
function refuseUnnamedRecords(dataDir: string, manifest: Manifest): void {
  const lastSeq = journalSeq(manifest.journals[manifest.journals.length - 1].file);
  for (const journal of listNumbered(dataDir, JOURNAL_PATTERN)) {
    if (journal.seq > lastSeq && statSync(journal.path).size > Buffer.byteLength(journalHeader(journal.seq))) {
      throw refuseDamaged(dataDir, journal.name, `holds records but ${MANIFEST_FILE} does not name it`);
    }
  }
}

/** A journal's acknowledgement mark: the manifest names a mark beside each journal, so a missing one is damage. */
function markOf(dataDir: string, entry: JournalEntry): Acknowledged {
  const seq = journalSeq(entry.file);
  const mark = readAcknowledged(dataDir, seq);
  if (!mark)
    throw refuseDamaged(
      dataDir,
      acknowledgedName(seq),
      `is missing (it counts the acknowledged records of ${entry.file}, which the manifest names)`,
    );
  return mark;
}

async function openNamedFiles(
  dataDir: string,
  manifest: Manifest,
  apply: (record: StoreRecord) => void,
  openFile: OpenDataFile,
): Promise<OpenedFolder> {
  refuseUnnamedRecords(dataDir, manifest);
  if (manifest.snapshot) loadSnapshot(dataDir, manifest.snapshot, apply);
  const replayed = manifest.journals.map((entry) => {
    const seq = journalSeq(entry.file);
    return { entry, seq, ...replayJournal(dataDir, seq, entry, markOf(dataDir, entry), apply) };
  });
  replayed.forEach(({ entry, torn }, i) => {
    if (!torn) return;
    // Only the last write before a crash can be torn: a later journal holding records means damage.
    const later = replayed.slice(i + 1).find((journal) => journal.nextRecord > 1);
    if (later)
      throw refuseDamaged(
        dataDir,
        entry.file,
        `is damaged at record ${torn.record} (byte ${torn.offset}) while ${later.entry.file} holds later records`,
      );
  });
  for (const { entry, torn } of replayed) {
    if (!torn) continue;
    console.warn(
      `[store] ignored ${torn.bytes} bytes of an incomplete last record (record ${torn.record}, byte ${torn.offset}) in ${join(dataDir, entry.file)}: a write torn by a crash, never acknowledged`,
    );
    // Cut off so appends start on a clean line.
    truncateSync(join(dataDir, entry.file), torn.offset);
  }
  // Everything loaded is acknowledged from now on: the manifest and the marks count it, synced and in the directory
  // before the manifest names them. After a process crash the
  // journal's last writes may still be only in the page cache: synced first, so a mark never counts bytes a
  // power loss could take back (this also makes a torn tail's truncation durable).
  const journals = replayed.map(({ entry, seq, nextRecord }) => {
    const path = join(dataDir, entry.file);
    syncPath(path);
    const bytes = statSync(path).size;
    const mark = AcknowledgedMark.open(dataDir, seq);
    mark.record({ records: nextRecord, bytes });
    mark.sync();
    return { entry: { file: entry.file, bytes }, seq, mark, nextRecord, bytes };
  });
  syncDirectory(dataDir);
  const last = journals[journals.length - 1];
  for (const journal of journals) if (journal !== last) journal.mark.close();
  const loaded: Manifest = {
    format: FORMAT,
    snapshot: manifest.snapshot,
    journals: journals.map(({ entry }) => entry),
  };
  await writeManifest(dataDir, loaded);
  removeObsoleteFiles(dataDir, loaded);
  const handle = await openFile(join(dataDir, last.entry.file), 'a');
  return {
    manifest: loaded,
    seq: last.seq,
    journal: { handle, mark: last.mark, nextRecord: last.nextRecord, bytes: last.bytes },
  };
}

/** A new folder: its first journal, named in its first manifest. */
async function begin(dataDir: string, openFile: OpenDataFile): Promise<OpenedFolder> {
  const seq = 1;
  const { entry, journal } = await createJournal(dataDir, seq, openFile);
  syncDirectory(dataDir);
  const manifest: Manifest = { format: FORMAT, snapshot: null, journals: [entry] };
  await writeManifest(dataDir, manifest);
  removeObsoleteFiles(dataDir, manifest);
  return { manifest, seq, journal };
}

function journalSeq(file: string): number {
  return Number(JOURNAL_PATTERN.exec(file)?.[1]);
}
