import { promises as fs, rmSync, statSync, truncateSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { AcknowledgedMark, readAcknowledged, type Acknowledged } from './acknowledged-mark';
import { refuseDamaged } from './data-folder-damaged';
import {
  ACKNOWLEDGED_PATTERN,
  acknowledgedName,
  JOURNAL_PATTERN,
  listNumbered,
  listTempFiles,
  SNAPSHOT_PATTERN,
  syncDirectory,
  syncPath,
  type CollectionImage,
  type StoreRecord,
} from './data-files';
import { createJournal, journalHeader, replayJournal, type OpenJournal } from './journal-file';
import { hasLegacyData, LEGACY_SNAPSHOT_FILE, loadLegacyFolder } from './legacy-data-files';
import { FORMAT, MANIFEST_FILE, readManifest, writeManifest, type JournalEntry, type Manifest, type SnapshotEntry } from './manifest';
import { loadSnapshot, writeSnapshot } from './snapshot-file';

export interface FolderLoad {
  apply: (record: StoreRecord) => void;
  /** What the store holds once loaded: an upgrade from format 1 writes it as the first format-2 snapshot. */
  images: () => CollectionImage[];
}

/** A loaded folder: its manifest and the journal appends go to. */
export interface OpenedFolder {
  manifest: Manifest;
  seq: number;
  journal: OpenJournal;
}

/**
 * Loads the data folder into the store, or refuses with DataFolderDamagedError. A new folder gets its
 * first journal and manifest; format-1 and format-2 folders are upgraded; framed files without their
 * manifest are damage.
 */
export async function openDataFolder(dataDir: string, load: FolderLoad): Promise<OpenedFolder> {
  // Interrupted atomic writes: never renamed into place, so nothing names them.
  for (const temp of listTempFiles(dataDir)) unlinkSync(temp);
  const manifest = readManifest(dataDir);
  if (manifest) return openNamedFiles(dataDir, manifest, load.apply);
  if (hasLegacyData(dataDir)) {
    const seq = loadLegacyFolder(dataDir, load.apply) + 1;
    return begin(dataDir, seq, await writeSnapshot(dataDir, load.images(), seq));
  }
  const orphan = [...listNumbered(dataDir, SNAPSHOT_PATTERN), ...listNumbered(dataDir, JOURNAL_PATTERN)][0];
  if (orphan) throw refuseDamaged(dataDir, MANIFEST_FILE, `is missing while the folder holds ${orphan.name}`);
  return begin(dataDir, 1, null);
}

/**
 * Removes what an interrupted compaction or upgrade left: files the manifest does not name, whose
 * records are in the files it names.
 */
export function removeObsoleteFiles(dataDir: string, manifest: Manifest): void {
  const named = new Set([manifest.snapshot?.file, ...manifest.journals.flatMap((entry) => [entry.file, acknowledgedName(journalSeq(entry.file))])]);
  const files = [JOURNAL_PATTERN, SNAPSHOT_PATTERN, ACKNOWLEDGED_PATTERN].flatMap((pattern) => listNumbered(dataDir, pattern));
  for (const file of files) {
    if (!named.has(file.name)) unlinkSync(file.path);
  }
  rmSync(join(dataDir, LEGACY_SNAPSHOT_FILE), { force: true });
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

/**
 * A journal's acknowledgement mark. A format-3 manifest names a mark beside each journal, so a missing one
 * is damage; a format-2 folder has none and keeps the manifest's lengths as its only bound.
 */
function markOf(dataDir: string, manifest: Manifest, entry: JournalEntry): Acknowledged | null {
  if (manifest.format !== FORMAT) return null;
  const seq = journalSeq(entry.file);
  const mark = readAcknowledged(dataDir, seq);
  if (!mark) throw refuseDamaged(dataDir, acknowledgedName(seq), `is missing (it counts the acknowledged records of ${entry.file}, which the manifest names)`);
  return mark;
}

async function openNamedFiles(dataDir: string, manifest: Manifest, apply: (record: StoreRecord) => void): Promise<OpenedFolder> {
  refuseUnnamedRecords(dataDir, manifest);
  if (manifest.snapshot) loadSnapshot(dataDir, manifest.snapshot, apply);
  const replayed = manifest.journals.map((entry) => {
    const seq = journalSeq(entry.file);
    return { entry, seq, ...replayJournal(dataDir, seq, entry, markOf(dataDir, manifest, entry), apply) };
  });
  replayed.forEach(({ entry, torn }, i) => {
    if (!torn) return;
    // Only the last write before a crash can be torn: a later journal holding records means damage.
    const later = replayed.slice(i + 1).find((journal) => journal.nextRecord > 1);
    if (later)
      throw refuseDamaged(dataDir, entry.file, `is damaged at record ${torn.record} (byte ${torn.offset}) while ${later.entry.file} holds later records`);
  });
  for (const { entry, torn } of replayed) {
    if (!torn) continue;
    console.warn(
      `[store] ignored ${torn.bytes} bytes of an incomplete last record (record ${torn.record}, byte ${torn.offset}) in ${join(dataDir, entry.file)}: a write torn by a crash, never acknowledged`,
    );
    // Cut off so appends start on a clean line.
    truncateSync(join(dataDir, entry.file), torn.offset);
  }
  // Everything loaded is acknowledged from now on: the manifest and the marks (created for a format-2
  // folder) count it, synced and in the directory before the manifest names them. After a process crash the
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
  const loaded: Manifest = { format: FORMAT, snapshot: manifest.snapshot, journals: journals.map(({ entry }) => entry) };
  await writeManifest(dataDir, loaded);
  removeObsoleteFiles(dataDir, loaded);
  const handle = await fs.open(join(dataDir, last.entry.file), 'a');
  return { manifest: loaded, seq: last.seq, journal: { handle, mark: last.mark, nextRecord: last.nextRecord, bytes: last.bytes } };
}

/** Starts journal `seq` over `snapshot` and names both in a new manifest (new folder, or upgrade). */
async function begin(dataDir: string, seq: number, snapshot: SnapshotEntry | null): Promise<OpenedFolder> {
  const { entry, journal } = await createJournal(dataDir, seq);
  syncDirectory(dataDir);
  const manifest: Manifest = { format: FORMAT, snapshot, journals: [entry] };
  await writeManifest(dataDir, manifest);
  removeObsoleteFiles(dataDir, manifest);
  return { manifest, seq, journal };
}

function journalSeq(file: string): number {
  return Number(JOURNAL_PATTERN.exec(file)?.[1]);
}
