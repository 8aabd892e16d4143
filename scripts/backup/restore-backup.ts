import { BSON } from 'mongodb';
import type { Document, Store } from '@agulhadas/delivery/store/types';
import { readArchive, sha256, type Archive, type Manifest } from './archive';
import { BackupError } from './backup-error';
import { KNOWN_COLLECTIONS } from './collections';
import { unseal } from './sealed-file';

/** A backup whose encryption tag, manifest, checksums and counts were all checked. */
export interface CheckedBackup {
  manifest: Manifest;
  collections: Array<[string, Document[]]>;
}

/** Opens and checks a backup file before any database is touched, so a bad file or key never creates or changes one. */
export function readBackup(sealed: Buffer, key: Buffer): CheckedBackup {
  const archive = readArchive(unseal(sealed, key));
  return { manifest: archive.manifest, collections: checkedCollections(archive) };
}

/**
 * Loads a checked backup into an empty database. The target must hold nothing the product uses, so a refusal
 * writes nothing and a restore never mixes a backup with live data.
 */
export async function restoreBackup(store: Store, { manifest, collections }: CheckedBackup): Promise<Manifest> {
  const nonEmpty: string[] = [];
  for (const name of KNOWN_COLLECTIONS) {
    if ((await store.collection(name).countDocuments({})) > 0) nonEmpty.push(name);
  }
  if (nonEmpty.length > 0) {
    throw new BackupError(
      `The target database is not empty (${nonEmpty.join(', ')}): restore only into an empty database`,
    );
  }
  for (const [name, documents] of collections) {
    if (documents.length > 0) await store.collection(name).insertMany(documents);
  }
  return manifest;
}

function checkedCollections(archive: Archive): Array<[string, Document[]]> {
  const listed = archive.manifest.collections;
  if (listed.length !== Object.keys(archive.collections).length)
    throw new BackupError('The backup is damaged: the manifest does not list its collections');
  return listed.map(({ name, documents, sha256: checksum }) => {
    const text = archive.collections[name];
    if (text === undefined || sha256(text) !== checksum)
      throw new BackupError(`The backup is damaged: collection ${name} does not match its checksum`);
    const parsed: unknown = BSON.EJSON.parse(text, { relaxed: true });
    if (!Array.isArray(parsed) || parsed.length !== documents)
      throw new BackupError(`The backup is damaged: collection ${name} does not hold ${documents} documents`);
    return [name, parsed as Document[]];
  });
}
