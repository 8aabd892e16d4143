/**
 * The subset of the MongoDB collection API the app uses. The real driver satisfies it;
 * the embedded store implements it with the same query/update semantics. Code outside
 * `api/src/store` only ever sees these types.
 */
export type Filter = Record<string, unknown>;
export type Update = Record<string, unknown> | Record<string, unknown>[];
export type SortSpec = Record<string, 1 | -1>;
export type Projection = Record<string, 0 | 1>;
/** An aggregation pipeline: the app uses `$match` (first), `$sort`, `$group` (`$push`, `$first`), `$project`, `$match` on the results. */
export type Pipeline = Record<string, unknown>[];

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  projection?: Projection;
}

export interface UpdateOptions {
  upsert?: boolean;
}

export interface FindOneAndUpdateOptions extends UpdateOptions {
  returnDocument?: 'before' | 'after';
  projection?: Projection;
}

export interface UpdateResult {
  acknowledged: boolean;
  matchedCount: number;
  modifiedCount: number;
  upsertedCount: number;
  upsertedId: unknown;
}

export interface DeleteResult {
  acknowledged: boolean;
  deletedCount: number;
}

export interface InsertOneResult {
  acknowledged: boolean;
  insertedId: unknown;
}

export interface InsertManyResult {
  acknowledged: boolean;
  insertedCount: number;
}

export type BulkOperation<T> =
  | { insertOne: { document: T } }
  | { updateOne: { filter: Filter; update: Update; upsert?: boolean } }
  | { updateMany: { filter: Filter; update: Update; upsert?: boolean } }
  | { replaceOne: { filter: Filter; replacement: T; upsert?: boolean } }
  | { deleteOne: { filter: Filter } }
  | { deleteMany: { filter: Filter } };

export interface BulkWriteResult {
  insertedCount: number;
  matchedCount: number;
  modifiedCount: number;
  deletedCount: number;
  upsertedCount: number;
}

export interface IndexOptions {
  unique?: boolean;
  name?: string;
  /** Only `{ field: value }` equality filters and `{ field: { $exists: true } }` are used by the app. */
  partialFilterExpression?: Filter;
  /** A TTL index: MongoDB deletes a document this long after the Date in the indexed field (the embedded store keeps it). */
  expireAfterSeconds?: number;
}

export interface Cursor<T> {
  toArray(): Promise<T[]>;
}

/** A document as a read-only find answers it: nothing in it may be changed (the embedded store shares its own). */
export type DeepReadonly<T> = T extends Date
  ? T
  : T extends readonly (infer E)[]
    ? readonly DeepReadonly<E>[]
    : T extends object
      ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
      : T;

export interface Document {
  _id?: unknown;
}

/** The collection methods that change data (write counters and fault plans count only these). */
export const WRITE_METHODS: ReadonlySet<string> = new Set([
  'insertOne',
  'insertMany',
  'updateOne',
  'updateMany',
  'replaceOne',
  'findOneAndUpdate',
  'findOneAndDelete',
  'deleteOne',
  'deleteMany',
  'bulkWrite',
]);

export interface StoreCollection<T extends Document = Document> {
  findOne(filter: Filter, options?: FindOptions): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Cursor<T>;
  /**
   * find for an answer that is only read (serialised, compared): the embedded store hands out its stored documents,
   * frozen, instead of deep copies, which cost more than the rest of a getUserInfo (bench/load.ts). MongoDB answers
   * fresh documents either way. A document answered here never changes (a write stores a new object), so what is
   * derived from one may be kept with it, by identity (alertGroupsTextOf, jsonOnce).
   */
  findReadOnly(filter: Filter, options?: FindOptions): Promise<readonly DeepReadonly<T>[]>;
  /** Runs a pipeline on the server: work over many documents that answers little (one round trip, not one per group). */
  aggregate<R extends Document = Document>(pipeline: Pipeline): Promise<R[]>;
  countDocuments(filter?: Filter): Promise<number>;
  distinct(field: string, filter?: Filter): Promise<unknown[]>;
  insertOne(doc: T): Promise<InsertOneResult>;
  insertMany(docs: T[]): Promise<InsertManyResult>;
  updateOne(filter: Filter, update: Update, options?: UpdateOptions): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update, options?: UpdateOptions): Promise<UpdateResult>;
  replaceOne(filter: Filter, replacement: T, options?: UpdateOptions): Promise<UpdateResult>;
  findOneAndUpdate(filter: Filter, update: Update, options?: FindOneAndUpdateOptions): Promise<T | null>;
  findOneAndDelete(filter: Filter): Promise<T | null>;
  deleteOne(filter: Filter): Promise<DeleteResult>;
  deleteMany(filter: Filter): Promise<DeleteResult>;
  bulkWrite(operations: BulkOperation<T>[], options?: { ordered?: boolean }): Promise<BulkWriteResult>;
  createIndex(keys: Record<string, 1 | -1>, options?: IndexOptions): Promise<string>;
}

export interface Store {
  /** 'mongodb' when MONGODB_URI is set, otherwise 'embedded'. */
  readonly kind: 'mongodb' | 'embedded';
  collection<T extends Document = Document>(name: string): StoreCollection<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Thrown (or mapped to) when the database cannot be reached; the HTTP layer answers 503. */
export class StoreUnavailableError extends Error {
  constructor(message = 'Banco de dados indisponível') {
    super(message);
    this.name = 'StoreUnavailableError';
  }
}

/** Thrown on a unique index violation (MongoDB code 11000 is mapped to it). */
export class DuplicateKeyError extends Error {
  readonly code = 11000;
  constructor(message: string) {
    super(message);
    this.name = 'DuplicateKeyError';
  }
}
