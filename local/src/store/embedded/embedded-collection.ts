import { aggregate, Query } from 'mingo';
import {
  DuplicateKeyError,
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
  type InsertOneResult,
  type Pipeline,
  type StoreCollection,
  type Update,
  type UpdateOptions,
  type UpdateResult,
} from '../../../../api/src/store/types';
import { encodeValue } from './codec';
import { defaultIndexName, FieldIndex, type IndexDefinition } from './field-index';
import { equalityConstraints, simpleEqualityMatcher } from './query-planner';
import { sortByScalars } from './scalar-sort';
import {
  applyUpdateToExisting,
  assertReplacementDocument,
  assertUpdateDocument,
  buildUpsertDocument,
  upsertSeed,
  WriteValidationError,
} from './update-engine';
import {
  cloneIn,
  cloneOut,
  deepEqual,
  deepFreeze,
  isPlainObject,
  newObjectId,
  valueKey,
  type PlainObject,
} from './values';

/** What a collection needs from its store: availability checks and the write-ahead journal. */
export interface CollectionRuntime {
  /** Resolves when the store may serve a call; rejects with StoreUnavailableError otherwise. */
  ready(): Promise<void>;
  /** Queues a journal line (built lazily: in-memory stores never encode). */
  record(line: () => string): void;
  /** Resolves once every queued line is durable. */
  commit(): Promise<void>;
}

/** How the last query was served; lets tests prove that indexed lookups do not scan. */
export interface QueryPlan {
  index: string | null;
  examined: number;
}

const ID_INDEX = '_id_';
const NOTHING: ReadonlySet<string> = new Set();
/**
 * One query for sorting and projecting: mingo's find() builds its operator context twice per call (most of a
 * signed-in request's time in bench/load.ts); a Query built once reuses it.
 */
const MATCH_ALL = new Query({}, {});

interface Match {
  id: string;
  doc: PlainObject;
}

export class EmbeddedCollection<T extends Document = Document> implements StoreCollection<T> {
  private readonly docs = new Map<string, PlainObject>();
  private readonly indexes: FieldIndex[] = [];
  lastPlan: QueryPlan = { index: null, examined: 0 };

  constructor(
    readonly name: string,
    private readonly runtime: CollectionRuntime,
  ) {}

  // ---- reads -------------------------------------------------------------------------------

  async findOne(filter: Filter, options: FindOptions = {}): Promise<T | null> {
    await this.runtime.ready();
    const [first] = this.query(filter, { ...options, limit: 1 });
    return (first as T | undefined) ?? null;
  }

  find(filter: Filter, options: FindOptions = {}): Cursor<T> {
    return {
      toArray: async () => {
        await this.runtime.ready();
        return this.query(filter, options) as T[];
      },
    };
  }

  async findReadOnly(filter: Filter, options: FindOptions = {}): Promise<readonly DeepReadonly<T>[]> {
    await this.runtime.ready();
    return this.query(filter, options, deepFreeze) as DeepReadonly<T>[];
  }

  /** A leading `$match` is served like a find (through the indexes); mingo runs the rest of the pipeline. */
  async aggregate<R extends Document = Document>(pipeline: Pipeline): Promise<R[]> {
    await this.runtime.ready();
    const [first, ...rest] = pipeline;
    const leading = first && isPlainObject(first.$match) && Object.keys(first).length === 1 ? first.$match : null;
    const input = this.matches(leading ?? {}).map((match) => match.doc);
    return aggregate(input, leading ? rest : pipeline).map((doc) => cloneOut(doc) as R);
  }

  async countDocuments(filter: Filter = {}): Promise<number> {
    await this.runtime.ready();
    return this.matches(filter).length;
  }

  async distinct(field: string, filter: Filter = {}): Promise<unknown[]> {
    await this.runtime.ready();
    const seen = new Map<string, unknown>();
    for (const { doc } of this.matches(filter)) {
      for (const value of valuesAtPath(doc, field)) {
        const key = valueKey(value) ?? JSON.stringify(encodeValue(value));
        if (!seen.has(key)) seen.set(key, value);
      }
    }
    return [...seen.values()].map((value) => cloneOut(value));
  }

  // ---- writes ------------------------------------------------------------------------------

  insertOne(doc: T): Promise<InsertOneResult> {
    return this.write(() => ({ acknowledged: true, insertedId: this.insertSync(doc) }));
  }

  insertMany(docs: T[]): Promise<InsertManyResult> {
    return this.write(() => {
      for (const doc of docs) this.insertSync(doc);
      return { acknowledged: true, insertedCount: docs.length };
    });
  }

  updateOne(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<UpdateResult> {
    return this.write(() => this.updateSync(filter, update, options.upsert === true, false).result);
  }

  updateMany(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<UpdateResult> {
    return this.write(() => this.updateSync(filter, update, options.upsert === true, true).result);
  }

  replaceOne(filter: Filter, replacement: T, options: UpdateOptions = {}): Promise<UpdateResult> {
    return this.write(() => this.replaceSync(filter, replacement, options.upsert === true));
  }

  findOneAndUpdate(filter: Filter, update: Update, options: FindOneAndUpdateOptions = {}): Promise<T | null> {
    return this.write(() => {
      const { before, after } = this.updateSync(filter, update, options.upsert === true, false);
      const chosen = options.returnDocument === 'after' ? after : before;
      return chosen ? (this.shape([chosen], { projection: options.projection }, cloneOut)[0] as T) : null;
    });
  }

  findOneAndDelete(filter: Filter): Promise<T | null> {
    return this.write(() => {
      const [match] = this.matches(filter, 1);
      if (!match) return null;
      this.remove(match);
      return cloneOut(match.doc) as T;
    });
  }

  deleteOne(filter: Filter): Promise<DeleteResult> {
    return this.write(() => ({ acknowledged: true, deletedCount: this.deleteSync(filter, false) }));
  }

  deleteMany(filter: Filter): Promise<DeleteResult> {
    return this.write(() => ({ acknowledged: true, deletedCount: this.deleteSync(filter, true) }));
  }

  /** All operations share one journal commit; ordered (default) stops at the first error, keeping earlier ops. */
  bulkWrite(operations: BulkOperation<T>[], options: { ordered?: boolean } = {}): Promise<BulkWriteResult> {
    const ordered = options.ordered !== false;
    return this.write(() => {
      const result: BulkWriteResult = {
        insertedCount: 0,
        matchedCount: 0,
        modifiedCount: 0,
        deletedCount: 0,
        upsertedCount: 0,
      };
      let firstError: unknown = null;
      for (const operation of operations) {
        try {
          this.applyBulkOperation(operation, result);
        } catch (error) {
          firstError ??= error;
          if (ordered) break;
        }
      }
      if (firstError !== null) throw firstError;
      return result;
    });
  }

  async createIndex(keys: Record<string, 1 | -1>, options: IndexOptions = {}): Promise<string> {
    await this.runtime.ready();
    const definition: IndexDefinition = {
      key: { ...keys },
      name: options.name ?? defaultIndexName(keys),
      unique: options.unique === true,
      ...(options.partialFilterExpression
        ? { partialFilterExpression: cloneIn(options.partialFilterExpression) as Filter }
        : {}),
      ...(options.expireAfterSeconds === undefined ? {} : { expireAfterSeconds: options.expireAfterSeconds }),
    };
    if (definition.name === ID_INDEX || (Object.keys(keys).length === 1 && '_id' in keys)) return ID_INDEX;
    const existing = this.indexes.find(
      (index) => index.name === definition.name || deepEqual(index.definition.key, definition.key),
    );
    if (existing) {
      if (deepEqual(existing.definition, definition)) return existing.name;
      throw new WriteValidationError(
        `An index with the same name or key already exists with different options: ${existing.name}`,
      );
    }
    const index = new FieldIndex(definition);
    for (const [id, doc] of this.docs) {
      if (index.conflictFor(doc, id) !== undefined) throw this.duplicateError(index, doc);
      index.add(id, doc);
    }
    this.indexes.push(index);
    this.runtime.record(() => JSON.stringify({ c: this.name, i: encodeValue(definition) }));
    await this.runtime.commit();
    return definition.name;
  }

  // ---- loading and snapshots (used by the store) -----------------------------------------------

  indexDefinitions(): IndexDefinition[] {
    return this.indexes.map((index) => index.definition);
  }

  /** Stored documents by reference: they are never mutated in place, so this is a consistent snapshot. */
  documentsSnapshot(): PlainObject[] {
    return [...this.docs.values()];
  }

  get size(): number {
    return this.docs.size;
  }

  loadDocument(doc: PlainObject): void {
    const id = idKeyOf(doc._id);
    this.docs.set(id, doc);
  }

  loadDeletion(rawId: unknown): void {
    this.docs.delete(idKeyOf(rawId));
  }

  loadIndex(definition: IndexDefinition): void {
    if (!this.indexes.some((index) => index.name === definition.name)) this.indexes.push(new FieldIndex(definition));
  }

  /** After a load, indexes are rebuilt in one pass instead of being maintained per replayed record. */
  rebuildIndexes(): void {
    for (const index of this.indexes) {
      index.clear();
      for (const [id, doc] of this.docs) index.add(id, doc);
    }
  }

  // ---- internals ---------------------------------------------------------------------------------

  private async write<R>(apply: () => R): Promise<R> {
    await this.runtime.ready();
    let outcome: { ok: true; value: R } | { ok: false; error: unknown };
    try {
      outcome = { ok: true, value: apply() };
    } catch (error) {
      outcome = { ok: false, error };
    }
    // Whatever was applied before a failure is kept (as MongoDB does), so it must be durable too.
    await this.runtime.commit();
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }

  private applyBulkOperation(operation: BulkOperation<T>, result: BulkWriteResult): void {
    if ('insertOne' in operation) {
      this.insertSync(operation.insertOne.document);
      result.insertedCount += 1;
      return;
    }
    let update: UpdateResult | undefined;
    if ('updateOne' in operation) {
      const { filter, update: change, upsert } = operation.updateOne;
      update = this.updateSync(filter, change, upsert === true, false).result;
    } else if ('updateMany' in operation) {
      const { filter, update: change, upsert } = operation.updateMany;
      update = this.updateSync(filter, change, upsert === true, true).result;
    } else if ('replaceOne' in operation) {
      const { filter, replacement, upsert } = operation.replaceOne;
      update = this.replaceSync(filter, replacement, upsert === true);
    } else if ('deleteOne' in operation) {
      result.deletedCount += this.deleteSync(operation.deleteOne.filter, false);
    } else if ('deleteMany' in operation) {
      result.deletedCount += this.deleteSync(operation.deleteMany.filter, true);
    } else {
      throw new WriteValidationError('Unknown bulkWrite operation');
    }
    if (update) {
      result.matchedCount += update.matchedCount;
      result.modifiedCount += update.modifiedCount;
      result.upsertedCount += update.upsertedCount;
    }
  }

  private insertSync(input: T): unknown {
    const doc = cloneIn(input);
    if (!isPlainObject(doc)) throw new WriteValidationError('Document must be an object');
    assertStorableKeys(doc);
    let id = doc._id;
    if (id === undefined) {
      id = newObjectId();
      // The driver assigns the generated _id to the caller's object; do the same.
      (input as Document)._id = id;
    }
    const stored = withIdFirst(doc, id);
    this.assertNoDuplicate(stored, undefined);
    this.put(idKeyOf(id), stored, undefined);
    return cloneOut(id);
  }

  private updateSync(
    filter: Filter,
    update: Update,
    upsert: boolean,
    many: boolean,
  ): { result: UpdateResult; before: PlainObject | null; after: PlainObject | null } {
    assertUpdateDocument(update);
    const matches = this.matches(filter, many ? undefined : 1);
    if (matches.length === 0) {
      if (!upsert) return { result: updateResult(0, 0, null), before: null, after: null };
      const built = buildUpsertDocument(cloneIn(filter) as Filter, update);
      assertStorableKeys(built);
      const id = built._id === undefined ? newObjectId() : built._id;
      const stored = withIdFirst(built, id);
      this.assertNoDuplicate(stored, undefined);
      this.put(idKeyOf(id), stored, undefined);
      return { result: updateResult(0, 0, cloneOut(id)), before: null, after: stored };
    }
    const normalizedFilter = cloneIn(filter) as Filter;
    let modified = 0;
    let before: PlainObject | null = null;
    let after: PlainObject | null = null;
    for (const match of matches) {
      const next = applyUpdateToExisting(match.doc, update, normalizedFilter);
      before ??= match.doc;
      if (!deepEqual(next, match.doc)) {
        this.assertNoDuplicate(next, match.id);
        this.put(match.id, next, match.doc);
        modified += 1;
        after ??= next;
      } else {
        after ??= match.doc;
      }
    }
    return { result: updateResult(matches.length, modified, null), before, after };
  }

  private replaceSync(filter: Filter, replacement: T, upsert: boolean): UpdateResult {
    const doc = cloneIn(replacement);
    assertReplacementDocument(doc);
    const [match] = this.matches(filter, 1);
    if (!match) {
      if (!upsert) return updateResult(0, 0, null);
      const seededId = upsertSeed(cloneIn(filter) as Filter)._id;
      const id = doc._id ?? seededId ?? newObjectId();
      const stored = withIdFirst(doc, id);
      this.assertNoDuplicate(stored, undefined);
      this.put(idKeyOf(id), stored, undefined);
      return updateResult(0, 0, cloneOut(id));
    }
    if (doc._id !== undefined && !deepEqual(doc._id, match.doc._id)) {
      throw new WriteValidationError(
        "After applying the update, the (immutable) field '_id' was found to have been altered",
      );
    }
    const next = withIdFirst(doc, match.doc._id);
    if (deepEqual(next, match.doc)) return updateResult(1, 0, null);
    this.assertNoDuplicate(next, match.id);
    this.put(match.id, next, match.doc);
    return updateResult(1, 1, null);
  }

  private deleteSync(filter: Filter, many: boolean): number {
    const matches = this.matches(filter, many ? undefined : 1);
    for (const match of matches) this.remove(match);
    return matches.length;
  }

  private put(id: string, doc: PlainObject, previous: PlainObject | undefined): void {
    for (const index of this.indexes) {
      if (previous) index.remove(id, previous);
      index.add(id, doc);
    }
    this.docs.set(id, doc);
    this.runtime.record(() => JSON.stringify({ c: this.name, u: encodeValue(doc) }));
  }

  private remove(match: Match): void {
    for (const index of this.indexes) index.remove(match.id, match.doc);
    this.docs.delete(match.id);
    this.runtime.record(() => JSON.stringify({ c: this.name, d: encodeValue(match.doc._id) }));
  }

  private assertNoDuplicate(doc: PlainObject, selfId: string | undefined): void {
    const id = idKeyOf(doc._id);
    if (id !== selfId && this.docs.has(id)) {
      throw new DuplicateKeyError(
        `E11000 duplicate key error collection: ${this.name} index: ${ID_INDEX} dup key: { _id: ${describe(doc._id)} }`,
      );
    }
    for (const index of this.indexes) {
      if (index.conflictFor(doc, selfId) !== undefined) throw this.duplicateError(index, doc);
    }
  }

  private duplicateError(index: FieldIndex, doc: PlainObject): DuplicateKeyError {
    const key = index.fields.map((field) => `${field}: ${describe(valuesAtPath(doc, field)[0] ?? null)}`).join(', ');
    return new DuplicateKeyError(
      `E11000 duplicate key error collection: ${this.name} index: ${index.name} dup key: { ${key} }`,
    );
  }

  /** Matching documents (by reference), in natural order, using the `_id` map or an index when the filter allows. */
  private matches(rawFilter: Filter, limit?: number): Match[] {
    const filter = cloneIn(rawFilter) as Filter;
    const simple = simpleEqualityMatcher(filter);
    let query: Query | undefined;
    const test = (doc: PlainObject): boolean => {
      const verdict = simple ? simple(doc) : 'unsure';
      if (verdict !== 'unsure') return verdict;
      query ??= new Query(filter, {});
      return query.test(doc);
    };
    const found: Match[] = [];
    let examined = 0;
    const plan = this.candidates(filter, simple !== undefined);
    for (const id of plan.ids) {
      const doc = this.docs.get(id);
      if (!doc) continue;
      examined += 1;
      if ((plan.mustTest !== null && !plan.mustTest.has(id)) || test(doc)) {
        found.push({ id, doc });
        if (limit !== undefined && found.length >= limit) break;
      }
    }
    this.lastPlan = { index: plan.index, examined };
    return found;
  }

  /**
   * The ids worth examining, and `mustTest`: when not null, every candidate outside it is known to match without a
   * test. That is the case when the filter is only plain equalities (`plainEqualities`, see simpleEqualityMatcher) on
   * exactly the fields of the index that found the candidates, for those it keyed by them (the getUserInfo alerts by
   * userId and findOne by _id tested every document again).
   */
  private candidates(
    filter: Filter,
    plainEqualities: boolean,
  ): { index: string | null; ids: Iterable<string>; mustTest: ReadonlySet<string> | null } {
    const constraints = equalityConstraints(filter);
    const exactlyOn = (fields: readonly string[]) =>
      plainEqualities &&
      Object.keys(filter).length === fields.length &&
      fields.every((field) => constraints.has(field));
    const idKeys = constraints.get('_id');
    if (idKeys) return { index: ID_INDEX, ids: idKeys, mustTest: exactlyOn(['_id']) ? NOTHING : null };
    let best: { index: FieldIndex; ids: Set<string>[]; size: number; unkeyed: Set<string>; whole: boolean } | undefined;
    if (constraints.size > 0) {
      for (const index of this.indexes) {
        const found = index.lookup(constraints);
        if (found && (!best || found.size < best.size)) best = { index, ...found };
      }
    }
    if (!best) return { index: null, ids: this.docs.keys(), mustTest: null };
    const mustTest = best.whole && exactlyOn(best.index.fields) ? best.unkeyed : null;
    return {
      index: best.index.name,
      ids: best.ids.length === 2 && best.ids[0].size === 0 ? best.ids[1] : unionOf(best.ids),
      mustTest,
    };
  }

  /** `handOut` turns a stored document (or a projection of one) into what the caller gets: a copy, or frozen. */
  private query(filter: Filter, options: FindOptions, handOut: (doc: PlainObject) => unknown = cloneOut): unknown[] {
    const skip = Math.max(0, options.skip ?? 0);
    const limit = options.limit ? Math.abs(options.limit) : undefined;
    // Without a sort, matching can stop early: natural order is the order documents were matched.
    const matchLimit = options.sort || limit === undefined ? undefined : skip + limit;
    const docs = this.matches(filter, matchLimit).map((match) => match.doc);
    return this.shape(docs, options, handOut);
  }

  /**
   * Sort, skip, limit and projection as MongoDB does them: by hand for plain sorts and top-level projections
   * (scalar-sort.ts, topLevelProjection), by mingo otherwise; then each result is handed out (`handOut`: a deep copy,
   * or for read-only finds the stored document frozen).
   */
  private shape(matched: PlainObject[], options: FindOptions, handOut: (doc: PlainObject) => unknown): unknown[] {
    const sort = options.sort && Object.keys(options.sort).length > 0 ? options.sort : undefined;
    const projection =
      options.projection && Object.keys(options.projection).length > 0 ? options.projection : undefined;
    const sorted = sort ? sortByScalars(matched, sort) : matched;
    const pick = projection ? topLevelProjection(projection) : (doc: PlainObject) => doc;
    if (sorted && pick) {
      const skip = Math.max(0, options.skip ?? 0);
      const end = options.limit ? skip + Math.abs(options.limit) : undefined;
      return sorted.slice(skip, end).map((doc) => handOut(pick(doc)));
    }
    let cursor = MATCH_ALL.find(sorted ?? matched, projection);
    if (sort && !sorted) cursor = cursor.sort(sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(Math.abs(options.limit));
    return cursor.all().map((doc) => handOut(doc as PlainObject));
  }
}

/**
 * A projection of top-level fields only, done by hand: { email: 1 } (with or without _id) keeps those, { candles: 0 }
 * drops those. mingo's projection cursor cost more than the rest of a signed-in request's user lookup and of a
 * round's series reads (bench/load.ts, bench/ingest.ts). Null for anything else (mingo does it).
 */
function topLevelProjection(projection: Record<string, unknown>): ((doc: PlainObject) => PlainObject) | null {
  const entries = Object.entries(projection);
  if (entries.some(([field]) => field.includes('.') || field.startsWith('$'))) return null;
  const excluded = (value: unknown) => value === 0 || value === false;
  const included = (value: unknown) => value === 1 || value === true;
  if (entries.every(([, value]) => excluded(value))) {
    const dropped = new Set(entries.map(([field]) => field));
    return (doc) => {
      const out: PlainObject = {};
      for (const field of Object.keys(doc)) if (!dropped.has(field)) out[field] = doc[field];
      return out;
    };
  }
  const kept = new Set<string>(['_id']);
  for (const [field, value] of entries) {
    if (field === '_id' && excluded(value)) kept.delete('_id');
    else if (included(value)) kept.add(field);
    else return null;
  }
  return (doc) => {
    // In the document's field order, as MongoDB answers.
    const out: PlainObject = {};
    for (const field of Object.keys(doc)) if (kept.has(field)) out[field] = doc[field];
    return out;
  };
}

function unionOf(sets: Set<string>[]): Set<string> {
  const out = new Set<string>();
  for (const set of sets) for (const id of set) out.add(id);
  return out;
}

function updateResult(matchedCount: number, modifiedCount: number, upsertedId: unknown): UpdateResult {
  return { acknowledged: true, matchedCount, modifiedCount, upsertedCount: upsertedId === null ? 0 : 1, upsertedId };
}

export function idKeyOf(id: unknown): string {
  if (Array.isArray(id)) throw new WriteValidationError("The '_id' value cannot be of type array");
  const key = valueKey(id);
  if (key === undefined) throw new WriteValidationError(`Unsupported _id value: ${String(id)}`);
  return key;
}

/** MongoDB stores `_id` as the first field. */
function withIdFirst(doc: PlainObject, id: unknown): PlainObject {
  const { _id: _ignored, ...rest } = doc;
  return { _id: id, ...rest };
}

function assertStorableKeys(doc: PlainObject): void {
  for (const key of Object.keys(doc)) {
    if (key.startsWith('$')) throw new WriteValidationError(`Document can't have $ prefixed field names: ${key}`);
  }
}

/** Values at a dotted path, descending into arrays and flattening a final array (MongoDB `distinct`). */
function valuesAtPath(value: unknown, path: string): unknown[] {
  const [head, ...rest] = path.split('.');
  if (Array.isArray(value)) return value.flatMap((item) => valuesAtPath(item, path));
  if (!isPlainObject(value) || !(head in value)) return [];
  const next = value[head];
  if (rest.length === 0) return Array.isArray(next) ? next : [next];
  return valuesAtPath(next, rest.join('.'));
}

function describe(value: unknown): string {
  return JSON.stringify(encodeValue(value)) ?? 'null';
}
