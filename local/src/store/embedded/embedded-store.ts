import { mkdirSync } from 'node:fs';
import {
  StoreUnavailableError,
  type Document,
  type Store,
  type StoreCollection,
} from '../../../../api/src/store/types';
import { openDataFile, type OpenDataFile } from './data-file';
import { acquireDataDirLock } from './data-dir-lock';
import { syncDirectory, type CollectionImage, type StoreRecord } from './data-files';
import { openDataFolder, removeObsoleteFiles } from './data-folder';
import { EmbeddedCollection, type CollectionRuntime } from './embedded-collection';
import { Journal } from './journal';
import { closeJournal, createJournal } from './journal-file';
import { FORMAT, writeManifest, type Manifest } from './manifest';
import { writeSnapshot } from './snapshot-file';

export interface EmbeddedStoreOptions {
  /** Directory for snapshot + journal; null or absent keeps everything in memory (tests). */
  dataDir?: string | null;
  /** Journal size that triggers a background compaction (default 64 MiB). */
  compactAfterBytes?: number;
  /** How journals and snapshots are opened for writing; tests stand in a failing disk. */
  openFile?: OpenDataFile;
}

const DEFAULT_COMPACT_AFTER_BYTES = 64 * 1024 * 1024;

/**
 * In-process document store with MongoDB semantics (see EmbeddedCollection). With a data directory,
 * every acknowledged write is in an fsync'd journal; compaction folds it into a snapshot.
 */
export class EmbeddedStore implements Store {
  readonly kind = 'embedded' as const;
  private readonly collections = new Map<string, EmbeddedCollection>();
  private readonly runtime: CollectionRuntime;
  private unavailable = false;
  private latencyMs = 0;
  private closed = false;
  private journal: Journal | null = null;
  private journalSeq = 0;
  private manifest: Manifest | null = null;
  private compacting: Promise<void> | null = null;
  private releaseLock: () => void = () => {};

  private constructor(
    readonly dataDir: string | null,
    private readonly compactAfterBytes: number,
    private readonly openFile: OpenDataFile,
  ) {
    this.runtime = {
      ready: () => this.ready(),
      record: (line) => this.journal?.append(line()),
      commit: () => this.commit(),
    };
  }

  static async open(options: EmbeddedStoreOptions = {}): Promise<EmbeddedStore> {
    const store = new EmbeddedStore(
      options.dataDir ?? null,
      options.compactAfterBytes ?? DEFAULT_COMPACT_AFTER_BYTES,
      options.openFile ?? openDataFile,
    );
    if (store.dataDir) await store.load(store.dataDir);
    return store;
  }

  collection<T extends Document = Document>(name: string): StoreCollection<T> {
    return this.embeddedCollection<T>(name);
  }

  /** The concrete collection, for tests that inspect query plans (`lastPlan`). */
  embeddedCollection<T extends Document = Document>(name: string): EmbeddedCollection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new EmbeddedCollection(name, this.runtime);
      this.collections.set(name, collection);
    }
    // Documents are untyped at runtime; the caller's T is a view of them.
    return collection as unknown as EmbeddedCollection<T>;
  }

  async ping(): Promise<void> {
    await this.ready();
  }

  /** Fault hook: while set, every call rejects with StoreUnavailableError (as when MongoDB is down). */
  setUnavailable(unavailable: boolean): void {
    this.unavailable = unavailable;
  }

  /** Fault hook: delays every call, to exercise timeouts. */
  setLatency(ms: number): void {
    this.latencyMs = Math.max(0, ms);
  }

  /** Folds the journal into a fresh snapshot (also runs in the background when the journal grows). */
  compact(): Promise<void> {
    if (!this.journal || !this.dataDir || !this.manifest) return Promise.resolve();
    this.compacting ??= this.runCompaction(this.journal, this.dataDir, this.manifest).finally(() => {
      this.compacting = null;
    });
    return this.compacting;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const journal = this.journal;
    if (journal && this.dataDir) {
      await this.compacting;
      await journal.idle();
      // After a failed write the disk is full or failing: a snapshot would fail too, and the journal already opens.
      // A compaction that fails here (a full disk) only leaves the journal to replay: the store still closes.
      if (journal.holdsRecords() && !journal.failed)
        await this.compact().catch((error: unknown) => console.error('[store] compaction at close failed', error));
      await journal.close();
      this.journal = null;
    }
    this.releaseLock();
  }

  /**
   * Test hook: leaves the data directory as a killed process would (journal as is, no compaction),
   * but closes the file handle and releases the lock so the same process can reopen it.
   */
  async abandon(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.compacting;
    await this.journal?.close();
    this.journal = null;
    this.releaseLock();
  }

  private ready(): Promise<void> {
    if (this.closed) return Promise.reject(new StoreUnavailableError('Banco de dados fechado'));
    if (this.unavailable) return Promise.reject(new StoreUnavailableError());
    // Memory holds the failed write that the disk does not: serving it would show what a restart loses.
    if (this.journal?.failed)
      return Promise.reject(new StoreUnavailableError('Falha ao gravar o journal: reabra o banco de dados'));
    if (this.latencyMs > 0) {
      return new Promise((resolve, reject) =>
        setTimeout(() => (this.unavailable ? reject(new StoreUnavailableError()) : resolve()), this.latencyMs),
      );
    }
    return Promise.resolve();
  }

  private commit(): Promise<void> {
    if (!this.journal) return Promise.resolve();
    return this.journal.commit().catch((error: unknown) => {
      throw new StoreUnavailableError(
        `Falha ao gravar o journal: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  }

  private async load(dataDir: string): Promise<void> {
    mkdirSync(dataDir, { recursive: true });
    this.releaseLock = acquireDataDirLock(dataDir);
    try {
      const folder = await openDataFolder(dataDir, (record) => this.applyRecord(record), this.openFile);
      for (const collection of this.collections.values()) collection.rebuildIndexes();
      this.manifest = folder.manifest;
      this.journalSeq = folder.seq;
      this.journal = new Journal(folder.journal, () => this.maybeCompact());
    } catch (error) {
      this.releaseLock();
      throw error;
    }
  }

  private applyRecord(record: StoreRecord): void {
    const collection = this.embeddedCollection(record.collection);
    if (record.kind === 'put') collection.loadDocument(record.doc);
    else if (record.kind === 'delete') collection.loadDeletion(record.id);
    else collection.loadIndex(record.definition);
  }

  private maybeCompact(): void {
    if (this.closed || this.compacting || !this.journal || this.journal.bytesWritten < this.compactAfterBytes) return;
    this.compact().catch((error: unknown) => console.error('[store] compaction failed', error));
  }

  /**
   * Switches writes to a new journal, captures every collection (stored documents are immutable, so
   * keeping references is a consistent image), writes the snapshot, names it in the manifest, then drops
   * the old files. The new journal is named before it takes writes, so at every step the manifest on disk
   * covers every acknowledged write. Journal records replayed over a snapshot that already holds them are
   * idempotent (full document states).
   */
  private async runCompaction(journal: Journal, dataDir: string, manifest: Manifest): Promise<void> {
    const nextSeq = this.journalSeq + 1;
    const created = await createJournal(dataDir, nextSeq, this.openFile);
    syncDirectory(dataDir);
    this.manifest = { ...manifest, journals: [...manifest.journals, created.entry] };
    await writeManifest(dataDir, this.manifest);
    await journal.idle();
    const previous = journal.switchTo(created.journal);
    this.journalSeq = nextSeq;
    const images = this.collectionImages();
    await closeJournal(previous);
    const snapshot = await writeSnapshot(dataDir, images, nextSeq, this.openFile);
    this.manifest = { format: FORMAT, snapshot, journals: [created.entry] };
    await writeManifest(dataDir, this.manifest);
    removeObsoleteFiles(dataDir, this.manifest);
  }

  private collectionImages(): CollectionImage[] {
    return [...this.collections.values()]
      .filter((collection) => collection.size > 0 || collection.indexDefinitions().length > 0)
      .map((collection) => ({
        name: collection.name,
        indexes: collection.indexDefinitions(),
        docs: collection.documentsSnapshot(),
      }));
  }
}

export function openEmbeddedStore(options: EmbeddedStoreOptions = {}): Promise<EmbeddedStore> {
  return EmbeddedStore.open(options);
}
