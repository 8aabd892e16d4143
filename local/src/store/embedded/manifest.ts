import { existsSync, promises as fs, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { refuseDamaged } from './data-folder-damaged';
import { DataFolderOutdatedError } from './data-folder-outdated';
import { JOURNAL_PATTERN, SNAPSHOT_PATTERN, syncDirectory } from './data-files';

export const MANIFEST_FILE = 'MANIFEST.json';
/** Format 3 keeps an acknowledgement mark beside each journal the manifest names. Earlier formats are refused. */
export const FORMAT = 3;

/**
 * The files the data folder must hold. `records`/`bytes` of the snapshot are exact (it never changes);
 * a journal's `bytes` is what it held when the manifest was written, every byte of it acknowledged, so a
 * journal found shorter was truncated or replaced, and damage below that length is never taken for a torn write.
 * Writes acknowledged since are counted by the journal's mark (acknowledged-mark.ts).
 */
const manifestSchema = z.object({
  format: z.number().int().positive(),
  snapshot: z
    .object({
      file: z.string().regex(SNAPSHOT_PATTERN),
      nextJournal: z.number().int().positive(),
      records: z.number().int().nonnegative(),
      bytes: z.number().int().nonnegative(),
    })
    .nullable(),
  journals: z
    .array(z.object({ file: z.string().regex(JOURNAL_PATTERN), bytes: z.number().int().nonnegative() }))
    .min(1),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type SnapshotEntry = NonNullable<Manifest['snapshot']>;
export type JournalEntry = Manifest['journals'][number];

/**
 * The folder's manifest; null when there is none (a new or format-1 folder). A malformed one refuses the start, and
 * so does one of another format (DataFolderOutdatedError).
 */
export function readManifest(dataDir: string): Manifest | null {
  const path = join(dataDir, MANIFEST_FILE);
  if (!existsSync(path)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    throw refuseDamaged(dataDir, MANIFEST_FILE, 'is not valid JSON');
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success)
    throw refuseDamaged(dataDir, MANIFEST_FILE, `is malformed (${result.error.issues[0]?.path.join('.') || 'root'})`);
  if (result.data.format !== FORMAT) throw new DataFolderOutdatedError(dataDir, result.data.format, FORMAT);
  return result.data;
}

/** Replaces the manifest atomically: temporary file, fsync, rename, directory fsync. */
export async function writeManifest(dataDir: string, manifest: Manifest): Promise<void> {
  const path = join(dataDir, MANIFEST_FILE);
  const temp = `${path}.tmp`;
  const handle = await fs.open(temp, 'w');
  try {
    await handle.writeFile(`${JSON.stringify(manifest, null, 2)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(temp, path);
  syncDirectory(dataDir);
}
