import { existsSync } from 'node:fs';
import path from 'node:path';
import { MongoStore } from '@agulhadas/delivery/store/mongo';
import type { Store } from '@agulhadas/delivery/store/types';
import { DataDirLockedError, openEmbeddedStore } from '../../local/src/store/embedded';
import { BackupError } from './backup-error';

export interface DatabaseSettings {
  MONGODB_URI?: string | undefined;
  MONGODB_DB?: string | undefined;
  DATA_DIR?: string | undefined;
}

export interface OpenedStore {
  store: Store;
  /** The database or data folder, without the URI (it may carry a password). */
  source: string;
}

/**
 * The product's database, by the API's own settings: MongoDB when MONGODB_URI is set, otherwise the embedded store's
 * data folder (DATA_DIR, default .data/). The embedded folder has one owner at a time, so a running `npm start` is
 * never read or written behind its back.
 */
export async function openConfiguredStore(
  settings: DatabaseSettings,
  purpose: 'backup' | 'restore',
): Promise<OpenedStore> {
  if (settings.MONGODB_URI) {
    const dbName = settings.MONGODB_DB || 'agulhadas';
    return {
      store: await MongoStore.connect({ uri: settings.MONGODB_URI, dbName }),
      source: `mongodb database ${dbName}`,
    };
  }
  if (settings.DATA_DIR === '')
    throw new BackupError('DATA_DIR is empty (an in-memory store): there is no data folder to use');
  const dataDir = path.resolve(settings.DATA_DIR ?? '.data');
  if (purpose === 'backup' && !existsSync(dataDir))
    throw new BackupError(`There is no data folder at ${dataDir}: set MONGODB_URI or DATA_DIR`);
  try {
    return { store: await openEmbeddedStore({ dataDir }), source: `embedded store ${dataDir}` };
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new BackupError(
        `The data folder ${dataDir} is in use (is npm start running?): stop what holds it, then run the ${purpose} again`,
      );
    }
    throw error;
  }
}
