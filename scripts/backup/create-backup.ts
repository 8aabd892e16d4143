import { BSON } from 'mongodb';
import type { Store } from '@agulhadas/delivery/store/types';
import { sha256, type Archive } from './archive';
import { BACKED_UP } from './collections';
import { seal } from './sealed-file';

export interface BackupOptions {
  key: Buffer;
  /** Where the data came from, for the manifest (a database name or a data folder, never a password). */
  source: string;
  now: Date;
}

/**
 * The collections that cannot be rebuilt, as canonical Extended JSON (dates, ObjectIds and number types survive),
 * with their counts and checksums, encrypted as one file.
 */
export async function createBackup(store: Store, options: BackupOptions): Promise<Buffer> {
  const archive: Archive = {
    manifest: {
      format: 'agulhadas-backup/1',
      createdAt: options.now.toISOString(),
      source: options.source,
      collections: [],
    },
    collections: {},
  };
  for (const name of BACKED_UP) {
    const documents = await store
      .collection(name)
      .find({}, { sort: { _id: 1 } })
      .toArray();
    const text = BSON.EJSON.stringify(documents, { relaxed: false });
    archive.collections[name] = text;
    archive.manifest.collections.push({ name, documents: documents.length, sha256: sha256(text) });
  }
  return seal(Buffer.from(JSON.stringify(archive), 'utf8'), options.key);
}
