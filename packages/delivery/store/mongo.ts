import {
  MongoClient,
  MongoNetworkError,
  MongoNotConnectedError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
  type Collection,
  type Db,
  type Document as MongoDocument,
} from 'mongodb';
import {
  DuplicateKeyError,
  StoreUnavailableError,
  type BulkOperation,
  type BulkWriteResult,
  type Cursor,
  type DeepReadonly,
  type DeleteResult,
  type Document,
  type Filter,
  type FindOneAndUpdateOptions,
  type FindOptions,
  type IndexOptions,
  type InsertManyResult,
  type Pipeline,
  type InsertOneResult,
  type Store,
  type StoreCollection,
  type Update,
  type UpdateOptions,
  type UpdateResult,
} from './types';

export interface MongoStoreOptions {
  uri: string;
  dbName: string;
  /** How long to wait for a reachable server before failing (the HTTP layer then answers 503). */
  serverSelectionTimeoutMS?: number;
}

const DEFAULT_SERVER_SELECTION_TIMEOUT_MS = 3000;

/** Maps driver errors to the store's: duplicate keys (11000) and an unreachable database. */
export function mapMongoError(error: unknown): unknown {
  if (error instanceof DuplicateKeyError || error instanceof StoreUnavailableError) return error;
  if (isDuplicateKey(error))
    return new DuplicateKeyError(error instanceof Error ? error.message : 'E11000 duplicate key error');
  if (
    error instanceof MongoServerSelectionError ||
    error instanceof MongoNetworkError ||
    error instanceof MongoNotConnectedError ||
    error instanceof MongoTopologyClosedError
  ) {
    return new StoreUnavailableError(`Banco de dados indisponível: ${error.message}`);
  }
  return error;
}

function isDuplicateKey(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const { code, writeErrors } = error as { code?: unknown; writeErrors?: unknown };
  if (code === 11000 || code === 11001) return true;
  // Bulk errors carry the per-operation code.
  return (
    Array.isArray(writeErrors) &&
    writeErrors.some(
      (item) =>
        isDuplicateKey(item) ||
        ((item as { err?: unknown })?.err !== undefined && isDuplicateKey((item as { err?: unknown }).err)),
    )
  );
}

async function mapped<R>(operation: () => Promise<R>): Promise<R> {
  try {
    return await operation();
  } catch (error) {
    throw mapMongoError(error);
  }
}

function definedOnly<O extends object>(options: O): Partial<O> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<O>;
}

/** The driver's collection behind the store's interface; documents are passed through unchanged. */
class MongoCollection<T extends Document> implements StoreCollection<T> {
  constructor(private readonly collection: Collection<MongoDocument>) {}

  findOne(filter: Filter, options: FindOptions = {}): Promise<T | null> {
    return mapped(async () => (await this.collection.findOne(filter, definedOnly(options))) as T | null);
  }

  find(filter: Filter, options: FindOptions = {}): Cursor<T> {
    return {
      toArray: () => mapped(async () => (await this.collection.find(filter, definedOnly(options)).toArray()) as T[]),
    };
  }

  async findReadOnly(filter: Filter, options: FindOptions = {}): Promise<readonly DeepReadonly<T>[]> {
    // Fresh documents: the caller's only promise is not to change them.
    const docs: readonly unknown[] = await this.find(filter, options).toArray();
    return docs as readonly DeepReadonly<T>[];
  }

  aggregate<R extends Document = Document>(pipeline: Pipeline): Promise<R[]> {
    return mapped(async () => (await this.collection.aggregate(pipeline).toArray()) as R[]);
  }

  countDocuments(filter: Filter = {}): Promise<number> {
    return mapped(() => this.collection.countDocuments(filter));
  }

  distinct(field: string, filter: Filter = {}): Promise<unknown[]> {
    return mapped(() => this.collection.distinct(field, filter));
  }

  insertOne(doc: T): Promise<InsertOneResult> {
    return mapped(() => this.collection.insertOne(doc as MongoDocument));
  }

  insertMany(docs: T[]): Promise<InsertManyResult> {
    return mapped(async () => {
      const result = await this.collection.insertMany(docs as MongoDocument[]);
      return { acknowledged: result.acknowledged, insertedCount: result.insertedCount };
    });
  }

  updateOne(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<UpdateResult> {
    return mapped(() => this.collection.updateOne(filter, update, definedOnly(options)));
  }

  updateMany(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<UpdateResult> {
    return mapped(() => this.collection.updateMany(filter, update, definedOnly(options)));
  }

  replaceOne(filter: Filter, replacement: T, options: UpdateOptions = {}): Promise<UpdateResult> {
    return mapped(async () => {
      const result = await this.collection.replaceOne(filter, replacement as MongoDocument, definedOnly(options));
      return {
        acknowledged: result.acknowledged,
        matchedCount: result.matchedCount,
        modifiedCount: result.modifiedCount,
        upsertedCount: result.upsertedCount,
        upsertedId: result.upsertedId,
      };
    });
  }

  findOneAndUpdate(filter: Filter, update: Update, options: FindOneAndUpdateOptions = {}): Promise<T | null> {
    return mapped(
      async () =>
        (await this.collection.findOneAndUpdate(filter, update, {
          returnDocument: 'before',
          ...definedOnly(options),
        })) as T | null,
    );
  }

  findOneAndDelete(filter: Filter): Promise<T | null> {
    return mapped(async () => (await this.collection.findOneAndDelete(filter)) as T | null);
  }

  deleteOne(filter: Filter): Promise<DeleteResult> {
    return mapped(() => this.collection.deleteOne(filter));
  }

  deleteMany(filter: Filter): Promise<DeleteResult> {
    return mapped(() => this.collection.deleteMany(filter));
  }

  bulkWrite(operations: BulkOperation<T>[], options: { ordered?: boolean } = {}): Promise<BulkWriteResult> {
    return mapped(async () => {
      const result = await this.collection.bulkWrite(
        operations as Parameters<Collection<MongoDocument>['bulkWrite']>[0],
        definedOnly(options),
      );
      return {
        insertedCount: result.insertedCount,
        matchedCount: result.matchedCount,
        modifiedCount: result.modifiedCount,
        deletedCount: result.deletedCount,
        upsertedCount: result.upsertedCount,
      };
    });
  }

  createIndex(keys: Record<string, 1 | -1>, options: IndexOptions = {}): Promise<string> {
    return mapped(() => this.collection.createIndex(keys, definedOnly(options)));
  }
}

export class MongoStore implements Store {
  readonly kind = 'mongodb' as const;

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {}

  /** Connects eagerly so a wrong URI or an unreachable server fails at start-up, within the selection timeout. */
  static async connect(options: MongoStoreOptions): Promise<MongoStore> {
    const store = MongoStore.open(options);
    await mapped(() => store.client.connect());
    return store;
  }

  /**
   * Without waiting for the server: the driver connects on the first operation, and each operation fails (store
   * unavailable) while the server cannot be reached. For a process that must answer its health probe meanwhile.
   */
  static open(options: MongoStoreOptions): MongoStore {
    const client = new MongoClient(options.uri, {
      serverSelectionTimeoutMS: options.serverSelectionTimeoutMS ?? DEFAULT_SERVER_SELECTION_TIMEOUT_MS,
    });
    return new MongoStore(client, client.db(options.dbName));
  }

  collection<T extends Document = Document>(name: string): StoreCollection<T> {
    return new MongoCollection<T>(this.db.collection(name));
  }

  async ping(): Promise<void> {
    await mapped(() => this.db.command({ ping: 1 }));
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /** For contract tests that run against a throw-away database. */
  async dropDatabase(): Promise<void> {
    await mapped(() => this.db.dropDatabase());
  }
}
