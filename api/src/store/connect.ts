import { openEmbeddedStore } from './embedded';
import { MongoStore } from './mongo';
import type { Store } from './types';

export interface ConnectOptions {
  /** MongoDB connection string; when set, the real driver is used. */
  uri?: string;
  /** Database name for the real driver (default 'agulhadas'). */
  dbName?: string;
  /** Embedded store directory; null or absent keeps data in memory only. */
  dataDir?: string | null;
  /** Real driver only: fail fast when no server answers (default 3000 ms). */
  serverSelectionTimeoutMS?: number;
}

/** The real MongoDB when a URI is given, otherwise the embedded store. Configuration is passed in, never read here. */
export async function connect(options: ConnectOptions = {}): Promise<Store> {
  if (options.uri) {
    return MongoStore.connect({
      uri: options.uri,
      dbName: options.dbName ?? 'agulhadas',
      ...(options.serverSelectionTimeoutMS !== undefined ? { serverSelectionTimeoutMS: options.serverSelectionTimeoutMS } : {}),
    });
  }
  return openEmbeddedStore({ dataDir: options.dataDir ?? null });
}
