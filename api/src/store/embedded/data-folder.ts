import { promises as fs, rmSync, statSync, truncateSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { refuseDamaged } from './data-folder-damaged';
import {
  JOURNAL_PATTERN,
  listNumbered,
  listTempFiles,
  SNAPSHOT_PATTERN,
  syncDirectory,
  type CollectionImage,
  type StoreRecord,
} from './data-files';
import { createJournal, journalHeader, replayJournal } from './journal-file';
import { hasLegacyData, LEGACY_SNAPSHOT_FILE, loadLegacyFolder } from './legacy-data-files';
import { FORMAT, MANIFEST_FILE, readManifest, writeManifest, type Manifest, type SnapshotEntry } from './manifest';
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
  handle: fs.FileHandle;
  nextRecord: number;
}

/**
 * Loads the data folder into the store, or refuses with DataFolderDamagedError. A new folder gets its
 * first journal and manifest; a format-1 folder is upgraded; a format-2 folder without its manifest is damage.
 */
export async function openDataFolder(dataDir: string, load: FolderLoad): Promise<OpenedFolder> {
  // Interrupted atomic writes: never renamed into place, so nothing names them.
  for (const temp of listTempFiles(dataDir)) unlinkSync(temp);
  const manifest = readManifest(dataDir);
  if (manifest) return openFormat2(dataDir, manifest, load.apply);
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
  const named = new Set([manifest.snapshot?.file, ...manifest.journals.map((entry) => entry.file)]);
  for (const file of [...listNumbered(dataDir, JOURNAL_PATTERN), ...listNumbered(dataDir, SNAPSHOT_PATTERN)]) {
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

async function openFormat2(dataDir: string, manifest: Manifest, apply: (record: StoreRecord) => void): Promise<OpenedFolder> {
  refuseUnnamedRecords(dataDir, manifest);
  if (manifest.snapshot) loadSnapshot(dataDir, manifest.snapshot, apply);
  const replayed = manifest.journals.map((entry) => {
    const seq = journalSeq(entry.file);
    return { entry, seq, ...replayJournal(dataDir, seq, entry, apply) };
  });
  replayed.forEach(({ entry, torn }, i) => {
    if (!torn) return;
    // Only the last write before a crash can be torn: a later journal holding records means damage.
    const later = replayed.slice(i + 1).find((journal) => journal.nextRecord > 1);
    if (later) throw refuseDamaged(dataDir, entry.file, `is damaged at record ${torn.record} (byte ${torn.offset}) while ${later.entry.file} holds later records`);
  });
  for (const { entry, torn } of replayed) {
    if (!torn) continue;
    console.warn(`[store] ignored ${torn.bytes} bytes of an incomplete last record (record ${torn.record}, byte ${torn.offset}) in ${join(dataDir, entry.file)}: a write torn by a crash, never acknowledged`);
    // Cut off so appends start on a clean line.
    truncateSync(join(dataDir, entry.file), torn.offset);
  }
  const last = replayed[replayed.length - 1];
  const handle = await fs.open(join(dataDir, last.entry.file), 'a');
  // Everything loaded is acknowledged from now on: damage below these lengths is never taken for a torn write.
  const loaded: Manifest = { ...manifest, journals: replayed.map(({ entry }) => ({ file: entry.file, bytes: statSync(join(dataDir, entry.file)).size })) };
  await writeManifest(dataDir, loaded);
  removeObsoleteFiles(dataDir, loaded);
  return { manifest: loaded, seq: last.seq, handle, nextRecord: last.nextRecord };
}

/** Starts journal `seq` over `snapshot` and names both in a new manifest (new folder, or upgrade). */
async function begin(dataDir: string, seq: number, snapshot: SnapshotEntry | null): Promise<OpenedFolder> {
  const { entry, handle } = await createJournal(dataDir, seq);
  syncDirectory(dataDir);
  const manifest: Manifest = { format: FORMAT, snapshot, journals: [entry] };
  await writeManifest(dataDir, manifest);
  removeObsoleteFiles(dataDir, manifest);
  return { manifest, seq, handle, nextRecord: 1 };
}

function journalSeq(file: string): number {
  return Number(JOURNAL_PATTERN.exec(file)?.[1]);
}
