import { Binary } from 'mongodb';
import { DuplicateKeyError, type Document, type Store, type StoreCollection } from '../../api/src/store/types';
import { availableBackends, type Backend } from './backends';

interface Item extends Document {
  _id?: unknown;
  [field: string]: unknown;
}

const byId = (a: Item, b: Item) => String(a._id).localeCompare(String(b._id));

describe.each(availableBackends())('store contract: %s', (_name: string, backend: Backend) => {
  let store: Store;
  let counter = 0;
  /** A fresh collection per test keeps tests independent on a shared database. */
  const fresh = (): StoreCollection<Item> => store.collection<Item>(`c${++counter}`);

  beforeAll(async () => {
    store = await backend.open();
  });
  afterAll(async () => {
    await backend.dispose(store);
  });

  describe('insert and read', () => {
    it('generates an ObjectId-like _id, assigns it to the input and finds by it', async () => {
      const c = fresh();
      const doc: Item = { name: 'a' };
      const { insertedId } = await c.insertOne(doc);
      expect(String(insertedId)).toMatch(/^[0-9a-f]{24}$/);
      expect(doc._id).toEqual(insertedId);
      const found = await c.findOne({ _id: insertedId });
      expect(found).toEqual({ _id: insertedId, name: 'a' });
      expect(await c.findOne({ _id: String(insertedId) })).toBeNull();
    });

    it('rejects a duplicate _id and keeps the first document', async () => {
      const c = fresh();
      await c.insertOne({ _id: 'x', v: 1 });
      await expect(c.insertOne({ _id: 'x', v: 2 })).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await c.findOne({ _id: 'x' })).toEqual({ _id: 'x', v: 1 });
    });

    it('insertMany stops at a duplicate and keeps the earlier documents', async () => {
      const c = fresh();
      await expect(c.insertMany([{ _id: 1 }, { _id: 2 }, { _id: 1 }, { _id: 3 }])).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      expect((await c.find({}).toArray()).map((d) => d._id)).toEqual([1, 2]);
    });

    it('stores undefined as null, like the driver', async () => {
      const c = fresh();
      await c.insertOne({ _id: 1, gone: undefined });
      expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, gone: null });
    });

    it('keeps Date values as dates', async () => {
      const c = fresh();
      const at = new Date('2026-01-02T03:04:05.678Z');
      await c.insertOne({ _id: 1, at });
      const found = await c.findOne({ at: { $gte: new Date('2026-01-01T00:00:00Z') } });
      expect(found?.at).toBeInstanceOf(Date);
      expect((found?.at as Date).getTime()).toBe(at.getTime());
    });

    it('stores bytes as binary and gives back a Binary of the same bytes, its own copy', async () => {
      const c = fresh();
      const doubles = new Float64Array([1.5, -2.25, Number.NaN]);
      await c.insertOne({ _id: 1, bytes: new Uint8Array(doubles.buffer), buffer: Buffer.from([7, 8]) });
      const found = (await c.findOne({ _id: 1 }))!;
      expect(found.bytes).toBeInstanceOf(Binary);
      const bytes = (found.bytes as Binary).value();
      expect(new Float64Array(new Uint8Array(bytes).buffer)).toEqual(doubles);
      expect([...(found.buffer as Binary).value()]).toEqual([7, 8]);
      bytes[0] = 99;
      expect((await c.findOne({ _id: 1 }))!.bytes).toEqual(new Binary(new Uint8Array(doubles.buffer)));
    });

    it('counts a $set of other bytes as a change, and of the same bytes as none', async () => {
      const c = fresh();
      await c.insertOne({ _id: 1, bytes: new Uint8Array([1, 2, 3]) });
      expect(await c.updateOne({ _id: 1 }, { $set: { bytes: new Uint8Array([1, 2, 3]) } })).toMatchObject({
        matchedCount: 1,
        modifiedCount: 0,
      });
      expect(await c.updateOne({ _id: 1 }, { $set: { bytes: new Uint8Array([1, 2, 0xff]) } })).toMatchObject({
        matchedCount: 1,
        modifiedCount: 1,
      });
      expect([...((await c.findOne({ _id: 1 }))!.bytes as Binary).value()]).toEqual([1, 2, 0xff]);
    });
  });

  describe('queries', () => {
    const seed = async () => {
      const c = fresh();
      await c.insertMany([
        {
          _id: 1,
          asset: 'BTC',
          tf: '15',
          price: 10,
          tags: ['crypto', 'top'],
          meta: { exchange: 'BIN', rank: 1 },
          alerts: [{ tf: '15', on: true }],
        },
        {
          _id: 2,
          asset: 'ETH',
          tf: '15',
          price: 20,
          tags: ['crypto'],
          meta: { exchange: 'BIN', rank: 2 },
          alerts: [{ tf: '60', on: false }],
        },
        { _id: 3, asset: 'PETR4', tf: '60', price: 30, tags: ['b3'], meta: { exchange: 'B3', rank: 3 }, alerts: [] },
        { _id: 4, asset: 'VALE3', tf: 'D', price: 40, meta: { exchange: 'B3' } },
      ]);
      return c;
    };
    const ids = async (c: StoreCollection<Item>, filter: Record<string, unknown>) =>
      (await c.find(filter).toArray()).map((d) => d._id).sort();

    it('supports comparison, $in, $nin, $ne, $exists', async () => {
      const c = await seed();
      expect(await ids(c, { price: { $gt: 15, $lte: 30 } })).toEqual([2, 3]);
      expect(await ids(c, { asset: { $in: ['BTC', 'VALE3', 'NOPE'] } })).toEqual([1, 4]);
      expect(await ids(c, { asset: { $nin: ['BTC', 'ETH'] } })).toEqual([3, 4]);
      expect(await ids(c, { tf: { $ne: '15' } })).toEqual([3, 4]);
      expect(await ids(c, { tags: { $exists: false } })).toEqual([4]);
    });

    it('matches arrays by element, $all, $size and $elemMatch', async () => {
      const c = await seed();
      expect(await ids(c, { tags: 'crypto' })).toEqual([1, 2]);
      expect(await ids(c, { tags: { $all: ['crypto', 'top'] } })).toEqual([1]);
      expect(await ids(c, { tags: { $size: 1 } })).toEqual([2, 3]);
      expect(await ids(c, { alerts: { $elemMatch: { tf: '15', on: true } } })).toEqual([1]);
      expect(await ids(c, { 'alerts.tf': '60' })).toEqual([2]);
    });

    it('matches nested fields, null/missing, $or, $and, $regex', async () => {
      const c = await seed();
      expect(await ids(c, { 'meta.exchange': 'B3' })).toEqual([3, 4]);
      expect(await ids(c, { 'meta.rank': null })).toEqual([4]);
      expect(await ids(c, { $or: [{ asset: 'BTC' }, { price: 40 }] })).toEqual([1, 4]);
      expect(await ids(c, { $and: [{ tf: '15' }, { price: { $gt: 10 } }] })).toEqual([2]);
      expect(await ids(c, { asset: { $regex: '^p', $options: 'i' } })).toEqual([3]);
      expect(await ids(c, { asset: /\d$/ })).toEqual([3, 4]);
    });

    it('sorts on several keys, skips, limits and projects', async () => {
      const c = await seed();
      const sorted = await c.find({}, { sort: { tf: 1, price: -1 }, projection: { asset: 1 } }).toArray();
      expect(sorted).toEqual([
        { _id: 2, asset: 'ETH' },
        { _id: 1, asset: 'BTC' },
        { _id: 3, asset: 'PETR4' },
        { _id: 4, asset: 'VALE3' },
      ]);
      const page = await c
        .find({}, { sort: { price: -1 }, skip: 1, limit: 2, projection: { _id: 0, price: 1 } })
        .toArray();
      expect(page).toEqual([{ price: 30 }, { price: 20 }]);
      const excluded = await c.findOne({ _id: 4 }, { projection: { meta: 0 } });
      expect(excluded).toEqual({ _id: 4, asset: 'VALE3', tf: 'D', price: 40 });
      const nested = await c.findOne({ _id: 1 }, { projection: { 'meta.exchange': 1, _id: 0 } });
      expect(nested).toEqual({ meta: { exchange: 'BIN' } });
    });

    it('projects top-level fields without a sort, with or without _id, skipping missing ones, as copies', async () => {
      const c = await seed();
      const one = await c.findOne({ _id: 3 }, { projection: { price: 1, asset: 1, missing: 1 } });
      expect(one).toEqual({ _id: 3, asset: 'PETR4', price: 30 });
      expect(await c.find({ tf: '15' }, { projection: { _id: 0, price: 1 } }).toArray()).toEqual([
        { price: 10 },
        { price: 20 },
      ]);
      expect(await c.find({}, { skip: 1, limit: 1, projection: { asset: 1 } }).toArray()).toEqual([
        { _id: 2, asset: 'ETH' },
      ]);
      const copy = await c.findOne({ _id: 1 }, { projection: { meta: 1 } });
      (copy as { meta: { exchange: string } }).meta.exchange = 'changed';
      expect(await c.findOne({ _id: 1 }, { projection: { meta: 1 } })).toEqual({
        _id: 1,
        meta: { exchange: 'BIN', rank: 1 },
      });
    });

    it('sorts missing and null first ascending and last descending, and numbers before strings in a mixed field', async () => {
      const c = fresh();
      await c.insertMany([
        { _id: 1, asset: 'b', price: 2 },
        { _id: 2, asset: 'a' },
        { _id: 3, asset: 'c', price: null },
        { _id: 4, asset: 'a', price: 1 },
        { _id: 5, asset: 'Z', price: 'x' },
      ]);
      const order = async (sort: Record<string, 1 | -1>, filter: Record<string, unknown> = {}) =>
        (await c.find(filter, { sort }).toArray()).map((d) => d._id);
      expect(await order({ asset: 1, _id: -1 })).toEqual([5, 4, 2, 1, 3]);
      expect((await order({ price: 1 }, { _id: { $lt: 5 } })).slice(2)).toEqual([4, 1]);
      expect((await order({ price: -1 }, { _id: { $lt: 5 } })).slice(0, 2)).toEqual([1, 4]);
      expect(await order({ price: 1 }, { _id: { $in: [1, 4, 5] } })).toEqual([4, 1, 5]);
      expect(await order({ price: -1, asset: 1 }, { _id: { $in: [2, 3] } })).toEqual([2, 3]);
    });

    it('an update changes only what it names, and documents read before stay as they were', async () => {
      const c = fresh();
      await c.insertOne({ _id: 1, head: { n: 1 }, candles: [{ t: 1 }, { t: 2 }], tags: ['a'] });
      const before = await c.findOne({ _id: 1 });
      await c.updateOne({ _id: 1 }, { $set: { 'head.n': 2 } });
      await c.updateOne({ _id: 1 }, { $push: { candles: { t: 3 } }, $rename: { tags: 'labels' } });
      expect(before).toEqual({ _id: 1, head: { n: 1 }, candles: [{ t: 1 }, { t: 2 }], tags: ['a'] });
      expect(await c.findOne({ _id: 1 })).toEqual({
        _id: 1,
        head: { n: 2 },
        candles: [{ t: 1 }, { t: 2 }, { t: 3 }],
        labels: ['a'],
      });
      await expect(c.updateOne({ _id: 1 }, { $inc: { 'head.n': 'x' } })).rejects.toThrow();
      await c.updateOne({ _id: 1 }, { $set: { 'candles.0.t': 9 } });
      expect(await c.findOne({ _id: 1 })).toEqual({
        _id: 1,
        head: { n: 2 },
        candles: [{ t: 9 }, { t: 2 }, { t: 3 }],
        labels: ['a'],
      });
    });

    it('$set creates nested objects and sets array positions', async () => {
      const c = fresh();
      await c.insertOne({ _id: 1, arr: ['p', 'q'], n: 5, deep: { keep: true } });
      await c.updateOne({ _id: 1 }, { $set: { 'a.b.c': 1, 'arr.1': 'x', 'deep.add': [1, { z: 2 }] } });
      expect(await c.findOne({ _id: 1 })).toEqual({
        _id: 1,
        arr: ['p', 'x'],
        n: 5,
        deep: { keep: true, add: [1, { z: 2 }] },
        a: { b: { c: 1 } },
      });
    });

    it('findReadOnly answers what find answers; later writes change neither it nor are blocked by it', async () => {
      const c = fresh();
      await c.insertMany([
        { _id: 1, n: { x: 1 }, tags: ['a'], v: 2 },
        { _id: 2, n: { x: 2 }, tags: [], v: 1 },
      ]);
      const options = { sort: { v: 1 }, projection: { n: 1, tags: 1 } } as const;
      const readOnly = await c.findReadOnly({}, options);
      expect(readOnly).toEqual(await c.find({}, options).toArray());
      await c.updateOne({ _id: 1 }, { $set: { 'n.x': 5 }, $push: { tags: 'b' } });
      expect(readOnly[1]).toEqual({ _id: 1, n: { x: 1 }, tags: ['a'] });
      expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, n: { x: 5 }, tags: ['a', 'b'], v: 2 });
    });

    it('findOne honours sort', async () => {
      const c = await seed();
      expect((await c.findOne({ tf: '15' }, { sort: { price: -1 } }))?._id).toBe(2);
    });

    it('counts and lists distinct values (array elements flattened)', async () => {
      const c = await seed();
      expect(await c.countDocuments()).toBe(4);
      expect(await c.countDocuments({ 'meta.exchange': 'BIN' })).toBe(2);
      expect((await c.distinct('tf')).sort()).toEqual(['15', '60', 'D']);
      expect((await c.distinct('tags', { 'meta.exchange': 'BIN' })).sort()).toEqual(['crypto', 'top']);
    });

    it('aggregates: a leading $match, $sort, $group with $push, $project with $slice, $match on the groups', async () => {
      const c = fresh();
      await c.insertMany([
        { _id: 'a1', user: 'a', at: 1 },
        { _id: 'a3', user: 'a', at: 3 },
        { _id: 'a2', user: 'a', at: 2 },
        { _id: 'b1', user: 'b', at: 1 },
        { _id: 'c1', user: 'c', at: 1 },
      ]);
      const groups = await c.aggregate<{ _id: string; rest: string[] }>([
        { $match: { user: { $in: ['a', 'b'] } } },
        { $sort: { user: 1, at: -1 } },
        { $group: { _id: '$user', ids: { $push: '$_id' } } },
        { $project: { rest: { $slice: ['$ids', 1, 1000] } } },
        { $match: { 'rest.0': { $exists: true } } },
      ]);
      expect(groups).toEqual([{ _id: 'a', rest: ['a2', 'a1'] }]);
      expect(await c.countDocuments()).toBe(5);
    });

    it('aggregates: $group with $first of $$ROOT after a $sort gives each group its first whole document', async () => {
      const c = fresh();
      await c.insertMany([
        { _id: 'a2', user: 'a', device: 'p', at: 2 },
        { _id: 'a1', user: 'a', device: 'p', at: 1 },
        { _id: 'a3', user: 'a', device: 'q', at: 3 },
        { _id: 'b1', user: 'b', device: 'r', at: 1 },
      ]);
      const heads = await c.aggregate<{ _id: string; head: { _id: string; at: number } }>([
        { $match: { user: 'a' } },
        { $sort: { device: 1, at: 1, _id: 1 } },
        { $group: { _id: '$device', head: { $first: '$$ROOT' } } },
      ]);
      expect(heads.map((group) => [group._id, group.head._id, group.head.at]).sort()).toEqual([
        ['p', 'a1', 1],
        ['q', 'a3', 3],
      ]);
    });
  });

  describe('updates', () => {
    it('applies $set $unset $inc and nested paths', async () => {
      const c = fresh();
      await c.insertOne({ _id: 1, a: 1, b: 2, n: { x: 1 } });
      const res = await c.updateOne(
        { _id: 1 },
        { $set: { 'n.y': 2, c: 'z' }, $unset: { b: '' }, $inc: { a: 5, count: 1 } },
      );
      expect(res).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
      expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, a: 6, n: { x: 1, y: 2 }, c: 'z', count: 1 });
    });

    it('reports modifiedCount 0 when nothing changes', async () => {
      const c = fresh();
      await c.insertOne({ _id: 1, a: 1 });
      expect(await c.updateOne({ _id: 1 }, { $set: { a: 1 } })).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
      expect(await c.updateOne({ _id: 2 }, { $set: { a: 1 } })).toMatchObject({
        matchedCount: 0,
        modifiedCount: 0,
        upsertedCount: 0,
      });
    });

    it('applies $push with $each/$slice, $pull, $addToSet, $pop, $min, $max', async () => {
      const c = fresh();
      await c.insertOne({ _id: 1, list: [1, 2], set: ['a'], objs: [{ k: 1 }, { k: 2 }, { k: 3 }], lo: 5, hi: 5 });
      await c.updateOne({ _id: 1 }, { $push: { list: { $each: [3, 4, 5], $slice: -3 } } });
      await c.updateOne({ _id: 1 }, { $addToSet: { set: { $each: ['a', 'b'] } } });
      await c.updateOne({ _id: 1 }, { $pull: { objs: { k: { $gte: 2 } } } });
      await c.updateOne({ _id: 1 }, { $min: { lo: 3 }, $max: { hi: 9 } });
      await c.updateOne({ _id: 1 }, { $push: { fresh: { $each: [1, 2, 3], $slice: -2 } } });
      expect(await c.findOne({ _id: 1 })).toEqual({
        _id: 1,
        list: [3, 4, 5],
        set: ['a', 'b'],
        objs: [{ k: 1 }],
        lo: 3,
        hi: 9,
        fresh: [2, 3],
      });
      await c.updateOne({ _id: 1 }, { $pop: { list: -1 } });
      expect((await c.findOne({ _id: 1 }))?.list).toEqual([4, 5]);
    });

    it('updates the matched array element with the positional $', async () => {
      const c = fresh();
      await c.insertOne({
        _id: 1,
        alerts: [
          { id: 'a', on: false },
          { id: 'b', on: false },
        ],
      });
      await c.updateOne({ _id: 1, 'alerts.id': 'b' }, { $set: { 'alerts.$.on': true } });
      expect((await c.findOne({ _id: 1 }))?.alerts).toEqual([
        { id: 'a', on: false },
        { id: 'b', on: true },
      ]);
    });

    it('updateMany updates every match', async () => {
      const c = fresh();
      await c.insertMany([
        { _id: 1, g: 'x' },
        { _id: 2, g: 'x' },
        { _id: 3, g: 'y' },
      ]);
      expect(await c.updateMany({ g: 'x' }, { $set: { seen: true } })).toMatchObject({
        matchedCount: 2,
        modifiedCount: 2,
      });
      expect(await c.countDocuments({ seen: true })).toBe(2);
    });

    it('rejects updates without operators and type errors, changing nothing', async () => {
      const c = fresh();
      await c.insertOne({ _id: 1, s: 'text', n: 1 });
      await expect(c.updateOne({ _id: 1 }, { s: 'replaced' })).rejects.toThrow();
      await expect(c.updateOne({ _id: 1 }, { $inc: { s: 1 }, $set: { n: 2 } })).rejects.toThrow();
      await expect(c.updateOne({ _id: 1 }, { $push: { s: 1 } })).rejects.toThrow();
      expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, s: 'text', n: 1 });
    });

    it('replaceOne keeps _id and can upsert', async () => {
      const c = fresh();
      await c.insertOne({ _id: 1, a: 1, b: 2 });
      expect(await c.replaceOne({ _id: 1 }, { c: 3 })).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
      expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, c: 3 });
      const up = await c.replaceOne({ _id: 7 }, { d: 4 }, { upsert: true });
      expect(up).toMatchObject({ matchedCount: 0, upsertedCount: 1, upsertedId: 7 });
      expect(await c.findOne({ _id: 7 })).toEqual({ _id: 7, d: 4 });
    });
  });

  describe('upserts', () => {
    it('seeds the new document from filter equalities, $setOnInsert and the other operators', async () => {
      const c = fresh();
      const res = await c.updateOne(
        { userId: 'u1', 'meta.kind': 'fav', score: { $gt: 0 } },
        { $set: { name: 'n' }, $setOnInsert: { createdAt: 'now' }, $inc: { hits: 1 }, $push: { log: 'first' } },
        { upsert: true },
      );
      expect(res).toMatchObject({ matchedCount: 0, modifiedCount: 0, upsertedCount: 1 });
      expect(String(res.upsertedId)).toMatch(/^[0-9a-f]{24}$/);
      const doc = await c.findOne({ _id: res.upsertedId });
      expect(doc).toEqual({
        _id: res.upsertedId,
        userId: 'u1',
        meta: { kind: 'fav' },
        name: 'n',
        createdAt: 'now',
        hits: 1,
        log: ['first'],
      });
    });

    it('ignores $setOnInsert when the document exists', async () => {
      const c = fresh();
      await c.updateOne({ _id: 'k' }, { $set: { v: 1 }, $setOnInsert: { created: 1 } }, { upsert: true });
      const res = await c.updateOne({ _id: 'k' }, { $set: { v: 2 }, $setOnInsert: { created: 2 } }, { upsert: true });
      expect(res).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0, upsertedId: null });
      expect(await c.findOne({ _id: 'k' })).toEqual({ _id: 'k', v: 2, created: 1 });
    });

    it('takes _id from the filter or from $setOnInsert', async () => {
      const c = fresh();
      const fromFilter = await c.updateOne({ _id: 'f' }, { $set: { a: 1 } }, { upsert: true });
      expect(fromFilter.upsertedId).toBe('f');
      const fromInsert = await c.updateOne({ email: 'e' }, { $setOnInsert: { _id: 'g' } }, { upsert: true });
      expect(fromInsert.upsertedId).toBe('g');
      expect(await c.findOne({ _id: 'g' })).toEqual({ _id: 'g', email: 'e' });
    });
  });

  describe('findOneAndUpdate / findOneAndDelete', () => {
    it('returns the document before (default) or after', async () => {
      const c = fresh();
      await c.insertOne({ _id: 1, n: 1 });
      expect(await c.findOneAndUpdate({ _id: 1 }, { $inc: { n: 1 } })).toEqual({ _id: 1, n: 1 });
      expect(await c.findOneAndUpdate({ _id: 1 }, { $inc: { n: 1 } }, { returnDocument: 'after' })).toEqual({
        _id: 1,
        n: 3,
      });
      expect(
        await c.findOneAndUpdate({ _id: 1 }, { $inc: { n: 1 } }, { returnDocument: 'after', projection: { _id: 0 } }),
      ).toEqual({ n: 4 });
      expect(await c.findOneAndUpdate({ _id: 2 }, { $inc: { n: 1 } })).toBeNull();
    });

    it('upserts: null before, the new document after', async () => {
      const c = fresh();
      expect(await c.findOneAndUpdate({ _id: 'a' }, { $set: { v: 1 } }, { upsert: true })).toBeNull();
      expect(
        await c.findOneAndUpdate({ _id: 'b' }, { $set: { v: 2 } }, { upsert: true, returnDocument: 'after' }),
      ).toEqual({ _id: 'b', v: 2 });
      expect(await c.countDocuments()).toBe(2);
    });

    it('findOneAndDelete returns and removes one match', async () => {
      const c = fresh();
      await c.insertMany([
        { _id: 1, g: 1 },
        { _id: 2, g: 1 },
      ]);
      const gone = await c.findOneAndDelete({ g: 1 });
      expect([1, 2]).toContain(gone?._id);
      expect(await c.countDocuments({ g: 1 })).toBe(1);
      expect(await c.findOneAndDelete({ g: 9 })).toBeNull();
    });
  });

  describe('deletes', () => {
    it('deleteOne and deleteMany', async () => {
      const c = fresh();
      await c.insertMany([
        { _id: 1, g: 1 },
        { _id: 2, g: 1 },
        { _id: 3, g: 2 },
      ]);
      expect(await c.deleteOne({ g: 1 })).toMatchObject({ deletedCount: 1 });
      expect(await c.deleteMany({ g: { $in: [1, 2] } })).toMatchObject({ deletedCount: 2 });
      expect(await c.countDocuments()).toBe(0);
    });
  });

  describe('unique indexes', () => {
    it('rejects inserts, updates and upserts that duplicate a unique key', async () => {
      const c = fresh();
      expect(await c.createIndex({ email: 1 }, { unique: true })).toBe('email_1');
      await c.insertOne({ _id: 1, email: 'a' });
      await c.insertOne({ _id: 2, email: 'b' });
      await expect(c.insertOne({ _id: 3, email: 'a' })).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(c.updateOne({ _id: 2 }, { $set: { email: 'a', touched: true } })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      await expect(c.updateOne({ _id: 9 }, { $set: { email: 'b' } }, { upsert: true })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      await expect(c.replaceOne({ _id: 1 }, { email: 'b' })).rejects.toBeInstanceOf(DuplicateKeyError);
      expect((await c.find({}).toArray()).sort(byId)).toEqual([
        { _id: 1, email: 'a' },
        { _id: 2, email: 'b' },
      ]);
      // Changing a document's own key to a free value is fine.
      await c.updateOne({ _id: 1 }, { $set: { email: 'c' } });
      await c.insertOne({ _id: 4, email: 'a' });
    });

    it('enforces compound keys', async () => {
      const c = fresh();
      await c.createIndex({ userId: 1, asset: 1 }, { unique: true });
      await c.insertOne({ userId: 'u', asset: 'A' });
      await c.insertOne({ userId: 'u', asset: 'B' });
      await c.insertOne({ userId: 'v', asset: 'A' });
      await expect(c.insertOne({ userId: 'u', asset: 'A' })).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await c.countDocuments()).toBe(3);
    });

    it('fails to create a unique index over duplicated data; createIndex is idempotent', async () => {
      const c = fresh();
      await c.insertMany([{ k: 1 }, { k: 1 }]);
      await expect(c.createIndex({ k: 1 }, { unique: true })).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await c.createIndex({ k: 1 })).toBe('k_1');
      expect(await c.createIndex({ k: 1 })).toBe('k_1');
    });

    it('partial unique index only covers matching documents', async () => {
      const c = fresh();
      await c.createIndex({ code: 1 }, { unique: true, partialFilterExpression: { active: true } });
      await c.insertOne({ code: 'x', active: true });
      await c.insertOne({ code: 'x', active: false });
      await expect(c.insertOne({ code: 'x', active: true })).rejects.toBeInstanceOf(DuplicateKeyError);
    });

    it('a partial unique index over present fields leaves out documents lacking them, on insert and update', async () => {
      const c = fresh();
      await c.insertMany([{ userId: 'u' }, { userId: 'u' }]);
      await c.createIndex(
        { userId: 1, slot: 1 },
        { unique: true, partialFilterExpression: { slot: { $exists: true } } },
      );
      await c.insertOne({ _id: 'a', userId: 'u', slot: 0 });
      await c.insertOne({ _id: 'b', userId: 'v', slot: 0 });
      await c.insertOne({ userId: 'u' });
      await expect(c.insertOne({ userId: 'u', slot: 0 })).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(
        c.findOneAndUpdate({ _id: 'b' }, { $set: { userId: 'u' } }, { returnDocument: 'after' }),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(
        await c.findOneAndUpdate({ _id: 'b' }, { $set: { userId: 'u', slot: 1 } }, { returnDocument: 'after' }),
      ).toEqual({
        _id: 'b',
        userId: 'u',
        slot: 1,
      });
      expect(await c.countDocuments({ userId: 'u' })).toBe(5);
    });

    it('an open-order upsert merges dotted filter and $setOnInsert paths; $unset releases the partial key', async () => {
      const c = fresh();
      await c.createIndex({ userId: 1, 'meta.plan': 1 }, { unique: true, partialFilterExpression: { open: true } });
      const upsert = (id: string) =>
        c.findOneAndUpdate(
          { userId: 'u', 'meta.plan': 'p', open: true },
          { $set: { at: id }, $setOnInsert: { _id: id, 'meta.price': 5 } },
          { upsert: true, returnDocument: 'after' },
        );
      expect(await upsert('a')).toEqual({ _id: 'a', userId: 'u', meta: { plan: 'p', price: 5 }, open: true, at: 'a' });
      expect(await upsert('b')).toEqual({ _id: 'a', userId: 'u', meta: { plan: 'p', price: 5 }, open: true, at: 'b' });
      await c.updateOne({ _id: 'a' }, { $unset: { open: '' } });
      expect((await upsert('c'))?._id).toBe('c');
      expect(await c.countDocuments({ userId: 'u' })).toBe(2);
    });
  });

  describe('bulkWrite', () => {
    it('runs every kind of operation and reports counts', async () => {
      const c = fresh();
      await c.insertMany([
        { _id: 1, g: 'a' },
        { _id: 2, g: 'a' },
        { _id: 3, g: 'b' },
      ]);
      const result = await c.bulkWrite([
        { insertOne: { document: { _id: 4, g: 'c' } } },
        { updateOne: { filter: { _id: 1 }, update: { $set: { x: 1 } } } },
        { updateMany: { filter: { g: 'a' }, update: { $set: { y: 1 } } } },
        { updateOne: { filter: { _id: 5 }, update: { $set: { g: 'd' } }, upsert: true } },
        { replaceOne: { filter: { _id: 3 }, replacement: { g: 'B' } } },
        { deleteOne: { filter: { _id: 4 } } },
        { deleteMany: { filter: { g: 'zz' } } },
      ]);
      expect(result).toMatchObject({
        insertedCount: 1,
        matchedCount: 4,
        modifiedCount: 4,
        deletedCount: 1,
        upsertedCount: 1,
      });
      expect((await c.find({}).toArray()).sort(byId)).toEqual([
        { _id: 1, g: 'a', x: 1, y: 1 },
        { _id: 2, g: 'a', y: 1 },
        { _id: 3, g: 'B' },
        { _id: 5, g: 'd' },
      ]);
    });

    it('ordered: stops at the failing operation and keeps the earlier ones', async () => {
      const c = fresh();
      await c.createIndex({ k: 1 }, { unique: true });
      await expect(
        c.bulkWrite([
          { insertOne: { document: { _id: 1, k: 1 } } },
          { insertOne: { document: { _id: 2, k: 1 } } },
          { insertOne: { document: { _id: 3, k: 3 } } },
        ]),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      expect((await c.find({}).toArray()).map((d) => d._id)).toEqual([1]);
    });

    it('unordered: continues after a failure', async () => {
      const c = fresh();
      await expect(
        c.bulkWrite(
          [
            { insertOne: { document: { _id: 1 } } },
            { insertOne: { document: { _id: 1 } } },
            { insertOne: { document: { _id: 3 } } },
          ],
          {
            ordered: false,
          },
        ),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      expect((await c.find({}).toArray()).map((d) => d._id).sort()).toEqual([1, 3]);
    });
  });

  describe('isolation', () => {
    it('deep-clones documents in and out', async () => {
      const c = fresh();
      const input: Item = { _id: 1, nested: { list: [1, 2] } };
      await c.insertOne(input);
      (input.nested as { list: number[] }).list.push(3);
      const first = await c.findOne({ _id: 1 });
      expect(first).toEqual({ _id: 1, nested: { list: [1, 2] } });
      (first?.nested as { list: number[] }).list.push(4);
      const [second] = await c.find({ _id: 1 }).toArray();
      expect(second).toEqual({ _id: 1, nested: { list: [1, 2] } });
      const update = { $set: { nested: { list: [9] } } };
      await c.updateOne({ _id: 1 }, update);
      update.$set.nested.list.push(10);
      expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, nested: { list: [9] } });
    });
  });

  it('ping answers', async () => {
    await expect(store.ping()).resolves.toBeUndefined();
  });
});
