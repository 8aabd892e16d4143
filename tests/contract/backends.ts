import { connect } from '../../api/src/store/connect';
import { openEmbeddedStore } from '../../local/src/store/embedded';
import { MongoStore } from '@agulhadas/delivery/store/mongo';
import type { Store } from '../../api/src/store/types';

export interface Backend {
  name: 'embedded' | 'mongodb';
  open(): Promise<Store>;
  /** Removes everything the run created, then closes. */
  dispose(store: Store): Promise<void>;
}

const embedded: Backend = {
  name: 'embedded',
  open: () => openEmbeddedStore({ dataDir: null }),
  dispose: (store) => store.close(),
};

function mongo(uri: string): Backend {
  const run = `agulhadas_contract_${process.pid}_${Date.now()}`;
  let opened = 0;
  return {
    name: 'mongodb',
    // A database of its own per open, so a test can hold a source and an empty target at once.
    open: () => connect({ uri, dbName: `${run}_${++opened}`, serverSelectionTimeoutMS: 5000 }),
    dispose: async (store) => {
      if (store instanceof MongoStore) await store.dropDatabase();
      await store.close();
    },
  };
}

/** The embedded store always; real MongoDB too when MONGODB_URI is set (CI's service container). */
export function availableBackends(): Array<[string, Backend]> {
  const uri = process.env.MONGODB_URI;
  const backends: Backend[] = uri ? [embedded, mongo(uri)] : [embedded];
  return backends.map((backend) => [backend.name, backend]);
}
