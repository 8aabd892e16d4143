import { isDeepStrictEqual } from 'node:util';
import { openEmbeddedStore, type EmbeddedStore } from '../../../local/src/store/embedded';
import { useStore } from '../../../api/src/store/db';
import {
  StoreUnavailableError,
  WRITE_METHODS,
  type Document,
  type Store,
  type StoreCollection,
} from '../../../api/src/store/types';

export type Snapshot = Map<string, Map<string, unknown>>;

/**
 * A Store in front of a fresh in-memory embedded store that remembers every collection name it was asked
 * for (so a snapshot covers every collection the app has touched, including ones created later), counts
 * calls, and can fail the Nth write to prove what a half-done operation leaves behind.
 */
export class RecordingStore implements Store {
  readonly kind = 'embedded' as const;
  readonly names = new Set<string>();
  calls = 0;
  writes = 0;
  /** When set, the write with this 1-based number (counted from `failWriteAt`'s call) throws StoreUnavailableError. */
  private failAt: number | null = null;

  constructor(readonly inner: EmbeddedStore) {}

  collection<T extends Document = Document>(name: string): StoreCollection<T> {
    this.names.add(name);
    const target = this.inner.collection<T>(name);
    return new Proxy(target, {
      get: (object, property, receiver) => {
        const value: unknown = Reflect.get(object, property, receiver);
        if (typeof value !== 'function' || typeof property !== 'string') return value;
        return (...args: unknown[]) => {
          this.calls += 1;
          if (WRITE_METHODS.has(property)) {
            this.writes += 1;
            if (this.failAt !== null && this.writes === this.failAt) {
              this.failAt = null;
              return Promise.reject(new StoreUnavailableError('injected fault'));
            }
          }
          return (value as (...a: unknown[]) => unknown).apply(object, args);
        };
      },
    });
  }

  ping(): Promise<void> {
    return this.inner.ping();
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  /** Fails the `n`th write from now (1 = the next one). */
  failWriteAt(n: number): void {
    this.writes = 0;
    this.failAt = n;
  }

  /** Every document of every collection seen so far, keyed by collection then by JSON of `_id`. */
  async snapshot(): Promise<Snapshot> {
    const out: Snapshot = new Map();
    for (const name of [...this.names].sort()) {
      const docs = await this.inner.collection(name).find({}).toArray();
      out.set(name, new Map(docs.map((doc) => [JSON.stringify(doc._id), doc])));
    }
    return out;
  }
}

/** A fresh store installed as the process store (what `getStore()` answers to the functions). */
export async function recordingStore(): Promise<RecordingStore> {
  const store = new RecordingStore(await openEmbeddedStore({ dataDir: null }));
  await useStore(store);
  return store;
}

/** Describes how two snapshots differ ('' when equal); collections only in one side count as empty there. */
export function snapshotDiff(before: Snapshot, after: Snapshot): string {
  const problems: string[] = [];
  for (const name of new Set([...before.keys(), ...after.keys()])) {
    const a = before.get(name) ?? new Map<string, unknown>();
    const b = after.get(name) ?? new Map<string, unknown>();
    for (const id of new Set([...a.keys(), ...b.keys()])) {
      if (!isDeepStrictEqual(a.get(id), b.get(id))) {
        problems.push(
          `${name} ${id}: ${JSON.stringify(a.get(id))?.slice(0, 200)} → ${JSON.stringify(b.get(id))?.slice(0, 200)}`,
        );
      }
    }
  }
  return problems.join('\n');
}

/** Runs `action` and asserts that no collection changed; answers the action's result. */
export async function unchangedBy<T>(store: RecordingStore, action: () => Promise<T>): Promise<T> {
  const before = await store.snapshot();
  const result = await action();
  const diff = snapshotDiff(before, await store.snapshot());
  if (diff) throw new Error(`a refused request changed the store:\n${diff}`);
  return result;
}

/** Documents that are new or different in `after`. */
export function changedDocuments(before: Snapshot, after: Snapshot): unknown[] {
  const out: unknown[] = [];
  for (const [name, docs] of after) {
    const previous = before.get(name);
    for (const [id, doc] of docs) if (!isDeepStrictEqual(previous?.get(id), doc)) out.push(doc);
  }
  return out;
}
