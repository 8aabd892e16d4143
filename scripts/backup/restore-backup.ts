import { BSON } from 'mongodb';
import type { Document, Store } from '@agulhadas/delivery/store/types';
import { readArchive, sha256, type Archive, type Manifest } from './archive';
import { BackupError } from './backup-error';
import { KNOWN_COLLECTIONS } from './collections';
import { unseal } from './sealed-file';

/**
 * Loads a backup into an empty database. Everything is checked first (the encryption's tag, the manifest, every
 * checksum and count) and the target must hold nothing the product uses, so a refusal writes nothing and a restore
 * never mixes a backup with live data.
 */
export async function restoreBackup(store: Store, sealed: Buffer, key: Buffer): Promise<Manifest> {
  const archive = readArchive(unseal(sealed, key));
  const collections = checkedCollections(archive);
  const nonEmpty: string[] = [];
  for (const name of KNOWN_COLLECTIONS) {
    if ((await store.collection(name).countDocuments({})) > 0) nonEmpty.push(name);
  }
  if (nonEmpty.length > 0) {
    throw new BackupError(`The target database is not empty (${nonEmpty.join(', ')}): restore only into an empty database`);
  }
  for (const [name, documents] of collections) {
    if (documents.length > 0) await store.collection(name).insertMany(documents);
  }
  return archive.manifest;
}

function checkedCollections(archive: Archive): Array<[string, Document[]]> {
  const listed = archive.manifest.collections;
  if (listed.length !== Object.keys(archive.collections).length) throw new BackupError('The backup is damaged: the manifest does not list its collections');
  return listed.map(({ name, documents, sha256: checksum }) => {
    const text = archive.collections[name];
    if (text === undefined || sha256(text) !== checksum) throw new BackupError(`The backup is damaged: collection ${name} does not match its checksum`);
    const parsed: unknown = BSON.EJSON.parse(text, { relaxed: true });
    if (!Array.isArray(parsed) || parsed.length !== documents) throw new BackupError(`The backup is damaged: collection ${name} does not hold ${documents} documents`);
    return [name, parsed as Document[]];
  });
}
