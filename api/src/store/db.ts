import { config } from '../config';
import { connect } from './connect';
import { ensureAllIndexes } from './indexes';
import type { Store } from './types';

let pending: Promise<Store> | null = null;

/** The process-wide store: connected once, indexes created at start-up. */
export function getStore(): Promise<Store> {
  pending ??= (async () => {
    const settings = config();
    // connect() refuses to run without MONGODB_URI outside local mode.
    const store = await connect({
      uri: settings.mongodbUri || undefined,
      dbName: settings.mongodbDb,
      dataDir: settings.dataDir || null,
    });
    await ensureAllIndexes(store);
    return store;
  })().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** Tests and the local host inject a store they opened themselves. */
export async function useStore(store: Store): Promise<void> {
  await ensureAllIndexes(store);
  pending = Promise.resolve(store);
}

/** The local runtime closed the store: a later start in the same process (a restart test) connects again. */
export function forgetStore(): void {
  pending = null;
}
