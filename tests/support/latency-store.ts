import { BSON } from 'mongodb';
import type {
  BulkOperation,
  BulkWriteResult,
  Cursor,
  DeepReadonly,
  DeleteResult,
  Document,
  Filter,
  FindOneAndUpdateOptions,
  FindOptions,
  IndexOptions,
  InsertManyResult,
  InsertOneResult,
  Pipeline,
  Store,
  StoreCollection,
  Update,
  UpdateOptions,
  UpdateResult,
} from '../../api/src/store/types';

/**
 * How the network between the Functions app and MongoDB is modelled. The defaults are the driver's and the server's
 * documented ones: a pool of 100 connections per server (maxPoolSize), a cursor's first batch of 101 documents and
 * later getMore batches of up to 16 MiB, write commands of up to 100 000 operations and 48 MB.
 */
export interface LatencySettings {
  /** One round trip, on top of the bytes' cost (2 ms: the database in the same Azure region). */
  roundTripMs: number;
  /** Time per byte sent or received, in nanoseconds (8 ns: about 1 Gbit/s). */
  nsPerByte: number;
  /** Operations in flight at once (the driver's pool); the next one waits for a free connection. */
  maxInFlight: number;
  firstBatchDocuments: number;
  batchBytes: number;
  writeBatchOperations: number;
  writeBatchBytes: number;
}

export const DRIVER_DEFAULTS: LatencySettings = {
  roundTripMs: 2,
  nsPerByte: 8,
  maxInFlight: 100,
  firstBatchDocuments: 101,
  batchBytes: 16 * 1024 * 1024,
  writeBatchOperations: 100_000,
  writeBatchBytes: 48_000_000,
};

/** What went over the modelled network since the last reset. */
export interface LatencyCounts {
  /** Commands the app asked for (a find, a bulkWrite…), whatever their size. */
  operations: number;
  /** Every exchange with the server: operations, the getMore batches of large answers and split write batches. */
  roundTrips: number;
  getMores: number;
  bytes: number;
  /** Operations per collection method, for telling which one grew. */
  byMethod: Record<string, number>;
  /** The most exchanges that were in flight at the same time. */
  peakInFlight: number;
  /** The modelled network time of every exchange, added up (exchanges in flight together overlap in real time). */
  networkMs: number;
}

const bsonSize = (value: unknown): number =>
  value === undefined || value === null ? 0 : BSON.calculateObjectSize({ value });

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Splits sizes in order into runs no longer than `maxItems` items and `maxBytes` bytes (an item never splits). */
function runsOf(sizes: readonly number[], maxItems: number, maxBytes: number): number[][] {
  const runs: number[][] = [];
  let current: number[] = [];
  let bytes = 0;
  for (const size of sizes) {
    if (current.length && (current.length >= maxItems || bytes + size > maxBytes)) {
      runs.push(current);
      current = [];
      bytes = 0;
    }
    current.push(size);
    bytes += size;
  }
  if (current.length) runs.push(current);
  return runs;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The write command a bulk operation travels in: the driver sends inserts, updates and deletes as separate commands. */
function commandOf<T>(operation: BulkOperation<T>): 'insert' | 'update' | 'delete' {
  if ('insertOne' in operation) return 'insert';
  if ('deleteOne' in operation || 'deleteMany' in operation) return 'delete';
  return 'update';
}

/**
 * A Store in front of another (the embedded store, or real MongoDB) that behaves like the MongoDB driver across a
 * network: every exchange waits a round trip plus its bytes' cost while holding one of the pool's connections, a
 * large answer comes back in getMore batches, a large write goes in several commands. Handlers run unchanged on it,
 * so a bench or a test sees what a request costs against a remote database, and counts what it sent.
 */
export class LatencyStore implements Store {
  readonly settings: LatencySettings;
  private waiting: Array<() => void> = [];
  private inFlight = 0;
  private tally: LatencyCounts = LatencyStore.zero();

  constructor(
    readonly inner: Store,
    settings: Partial<LatencySettings> = {},
  ) {
    this.settings = { ...DRIVER_DEFAULTS, ...settings };
  }

  get kind(): Store['kind'] {
    return this.inner.kind;
  }

  private static zero(): LatencyCounts {
    return { operations: 0, roundTrips: 0, getMores: 0, bytes: 0, byMethod: {}, peakInFlight: 0, networkMs: 0 };
  }

  /** The counts since the last reset (a copy). */
  counts(): LatencyCounts {
    return { ...this.tally, byMethod: { ...this.tally.byMethod } };
  }

  resetCounts(): void {
    this.tally = LatencyStore.zero();
  }

  collection<T extends Document = Document>(name: string): StoreCollection<T> {
    return new LatencyCollection<T>(this, this.inner.collection<T>(name));
  }

  ping(): Promise<void> {
    return this.operation('ping', 0, () => this.inner.ping());
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  /** One command: its request goes out, the inner store answers, the answer comes back, in one round trip. */
  async operation<R>(method: string, requestBytes: number, work: () => Promise<R>): Promise<R> {
    this.count(method);
    return this.exchange(async () => {
      const answer = await work();
      return { answer, bytes: requestBytes + bsonSize(answer) };
    });
  }

  /** A write made of several commands (split by kind, count and size): one round trip per command. */
  async writeCommands<R>(
    method: string,
    commandBytes: readonly (readonly number[])[],
    work: () => Promise<R>,
  ): Promise<R> {
    this.count(method);
    const [first, ...rest] = commandBytes.length ? commandBytes : [[0]];
    const answer = await this.exchange(async () => ({ answer: await work(), bytes: sum(first!) }));
    for (const command of rest) await this.exchange(async () => ({ answer: undefined, bytes: sum(command) }));
    return answer;
  }

  /**
   * A cursor read to its end: the first batch comes with the command, every later batch is a getMore. The server
   * closes the cursor with the first batch only when that batch held everything (fewer documents than the batch
   * size, or the whole limit).
   */
  async cursor<R>(
    method: string,
    requestBytes: number,
    limit: number | undefined,
    work: () => Promise<readonly R[]>,
  ): Promise<readonly R[]> {
    this.count(method);
    let sizes: number[] = [];
    let firstCount = 0;
    const docs = await this.exchange(async () => {
      const all = await work();
      sizes = all.map(bsonSize);
      const firstBatch = runsOf(sizes, this.settings.firstBatchDocuments, this.settings.batchBytes)[0] ?? [];
      firstCount = firstBatch.length;
      return { answer: all, bytes: requestBytes + sum(firstBatch) };
    });
    const closed =
      firstCount < this.settings.firstBatchDocuments || (limit !== undefined && limit > 0 && docs.length >= limit);
    if (closed && firstCount === docs.length) return docs;
    const later = runsOf(sizes.slice(firstCount), Number.MAX_SAFE_INTEGER, this.settings.batchBytes);
    // A cursor whose first batch was exactly full learns it is empty from one more (empty) getMore.
    for (const batch of later.length ? later : [[]]) {
      this.tally.getMores += 1;
      await this.exchange(async () => ({ answer: undefined, bytes: sum(batch) }));
    }
    return docs;
  }

  /** Write commands of a list of items of the given sizes, split as the driver splits them. */
  writeBatches(sizes: readonly number[]): number[][] {
    return runsOf(sizes, this.settings.writeBatchOperations, this.settings.writeBatchBytes);
  }

  private count(method: string): void {
    this.tally.operations += 1;
    this.tally.byMethod[method] = (this.tally.byMethod[method] ?? 0) + 1;
  }

  /** One round trip holding a pool connection: the work, then the wait its bytes and the latency cost. */
  private async exchange<R>(work: () => Promise<{ answer: R; bytes: number }>): Promise<R> {
    await this.acquire();
    try {
      this.tally.roundTrips += 1;
      const { answer, bytes } = await work();
      this.tally.bytes += bytes;
      const wait = this.settings.roundTripMs + (bytes * this.settings.nsPerByte) / 1e6;
      this.tally.networkMs += wait;
      await sleep(wait);
      return answer;
    } finally {
      this.release();
    }
  }

  /** A free connection, or the one the next release hands over (first come, first served). */
  private async acquire(): Promise<void> {
    if (this.inFlight >= this.settings.maxInFlight) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.inFlight += 1;
    this.tally.peakInFlight = Math.max(this.tally.peakInFlight, this.inFlight);
  }

  /** Hands the connection straight to the longest waiter, so a newcomer never slips in between. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.inFlight -= 1;
  }
}

/** One collection of a LatencyStore: each method is the inner collection's, sent as the driver would send it. */
class LatencyCollection<T extends Document> implements StoreCollection<T> {
  constructor(
    private readonly store: LatencyStore,
    private readonly inner: StoreCollection<T>,
  ) {}

  findOne(filter: Filter, options?: FindOptions): Promise<T | null> {
    return this.store.operation('findOne', bsonSize([filter, options]), () => this.inner.findOne(filter, options));
  }

  find(filter: Filter, options?: FindOptions): Cursor<T> {
    return {
      toArray: async () => [
        ...(await this.store.cursor('find', bsonSize([filter, options]), options?.limit, () =>
          this.inner.find(filter, options).toArray(),
        )),
      ],
    };
  }

  findReadOnly(filter: Filter, options?: FindOptions): Promise<readonly DeepReadonly<T>[]> {
    return this.store.cursor('find', bsonSize([filter, options]), options?.limit, () =>
      this.inner.findReadOnly(filter, options),
    );
  }

  aggregate<R extends Document>(pipeline: Pipeline): Promise<R[]> {
    return this.store
      .cursor('aggregate', bsonSize(pipeline), undefined, () => this.inner.aggregate<R>(pipeline))
      .then((docs) => [...docs]);
  }

  countDocuments(filter?: Filter): Promise<number> {
    return this.store.operation('countDocuments', bsonSize(filter), () => this.inner.countDocuments(filter));
  }

  distinct(field: string, filter?: Filter): Promise<unknown[]> {
    return this.store.operation('distinct', bsonSize([field, filter]), () => this.inner.distinct(field, filter));
  }

  insertOne(doc: T): Promise<InsertOneResult> {
    return this.store.operation('insertOne', bsonSize(doc), () => this.inner.insertOne(doc));
  }

  insertMany(docs: T[]): Promise<InsertManyResult> {
    return this.store.writeCommands('insertMany', this.store.writeBatches(docs.map(bsonSize)), () =>
      this.inner.insertMany(docs),
    );
  }

  updateOne(filter: Filter, update: Update, options?: UpdateOptions): Promise<UpdateResult> {
    return this.store.operation('updateOne', bsonSize([filter, update]), () =>
      this.inner.updateOne(filter, update, options),
    );
  }

  updateMany(filter: Filter, update: Update, options?: UpdateOptions): Promise<UpdateResult> {
    return this.store.operation('updateMany', bsonSize([filter, update]), () =>
      this.inner.updateMany(filter, update, options),
    );
  }

  replaceOne(filter: Filter, replacement: T, options?: UpdateOptions): Promise<UpdateResult> {
    return this.store.operation('replaceOne', bsonSize([filter, replacement]), () =>
      this.inner.replaceOne(filter, replacement, options),
    );
  }

  findOneAndUpdate(filter: Filter, update: Update, options?: FindOneAndUpdateOptions): Promise<T | null> {
    return this.store.operation('findOneAndUpdate', bsonSize([filter, update]), () =>
      this.inner.findOneAndUpdate(filter, update, options),
    );
  }

  findOneAndDelete(filter: Filter): Promise<T | null> {
    return this.store.operation('findOneAndDelete', bsonSize(filter), () => this.inner.findOneAndDelete(filter));
  }

  deleteOne(filter: Filter): Promise<DeleteResult> {
    return this.store.operation('deleteOne', bsonSize(filter), () => this.inner.deleteOne(filter));
  }

  deleteMany(filter: Filter): Promise<DeleteResult> {
    return this.store.operation('deleteMany', bsonSize(filter), () => this.inner.deleteMany(filter));
  }

  /**
   * Ordered, each run of one kind is a command; unordered, the driver groups the operations by kind first. Each
   * command then splits by count and size.
   */
  bulkWrite(operations: BulkOperation<T>[], options?: { ordered?: boolean }): Promise<BulkWriteResult> {
    const groups: Array<{ kind: string; sizes: number[] }> = [];
    for (const operation of operations) {
      const kind = commandOf(operation);
      const group =
        options?.ordered === false
          ? groups.find((one) => one.kind === kind)
          : groups.at(-1)?.kind === kind
            ? groups.at(-1)
            : undefined;
      if (group) group.sizes.push(bsonSize(operation));
      else groups.push({ kind, sizes: [bsonSize(operation)] });
    }
    const commands = groups.flatMap((group) => this.store.writeBatches(group.sizes));
    return this.store.writeCommands('bulkWrite', commands, () => this.inner.bulkWrite(operations, options));
  }

  createIndex(keys: Record<string, 1 | -1>, options?: IndexOptions): Promise<string> {
    return this.store.operation('createIndex', bsonSize([keys, options]), () => this.inner.createIndex(keys, options));
  }
}
