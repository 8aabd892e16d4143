import { localStandIns } from '../runtime/stand-ins';
import { MongoStore } from '@agulhadas/delivery/store/mongo';
import type { Store } from './types';

export interface ConnectOptions {
  /** MongoDB connection string; when set, the real driver is used. */
  uri?: string;
  /** Database name for the real driver (default 'agulhadas'). */
  dbName?: string;
  /** Local mode without a URI: the embedded store's directory; null or absent keeps data in memory only. */
  dataDir?: string | null;
  /** Real driver only: fail fast when no server answers (default 3000 ms). */
  serverSelectionTimeoutMS?: number;
}

/** The real MongoDB when a URI is given; in local mode without one, the local workspace's embedded store. */
export async function connect(options: ConnectOptions = {}): Promise<Store> {
  if (options.uri) {
    return MongoStore.connect({
      uri: options.uri,
      dbName: options.dbName ?? 'agulhadas',
      ...(options.serverSelectionTimeoutMS !== undefined
        ? { serverSelectionTimeoutMS: options.serverSelectionTimeoutMS }
        : {}),
    });
  }
  const standIns = localStandIns();
  if (!standIns) throw new Error('MONGODB_URI is required outside local mode');
  return standIns.openStore(options.dataDir ?? null);
}
