import { openEmbeddedStore, type EmbeddedStore } from '../../local/src/store/embedded';
import { StoreUnavailableError } from '../../api/src/store/types';
import { connect } from '../../api/src/store/connect';

/** Schemaless documents for these tests. */
type Loose = { _id?: unknown; [field: string]: unknown };

describe('embedded store: indexed lookups do not scan', () => {
  let store: EmbeddedStore;
  beforeAll(async () => {
    store = await openEmbeddedStore();
    const c = store.collection<Loose>('readings');
    await c.createIndex({ userId: 1 });
    await c.createIndex({ asset: 1, timeframe: 1 }, { unique: true });
    const timeframes = ['15', '60', '240', 'D', 'W'];
    const docs = Array.from({ length: 10_000 }, (_, i) => ({
      _id: `r${i}`,
      userId: `u${i % 500}`,
      asset: `A${Math.floor(i / 5)}`,
      timeframe: timeframes[i % 5],
    }));
    await c.insertMany(docs);
  });
  afterAll(() => store.close());

  it('findOne by _id examines one document', async () => {
    const c = store.embeddedCollection<Loose>('readings');
    expect((await c.findOne({ _id: 'r777' }))?.asset).toBe('A155');
    expect(c.lastPlan).toEqual({ index: '_id_', examined: 1 });
  });

  it('find by an indexed field examines only its matches', async () => {
    const c = store.embeddedCollection<Loose>('readings');
    expect(await c.find({ userId: 'u7' }).toArray()).toHaveLength(20);
    expect(c.lastPlan).toEqual({ index: 'userId_1', examined: 20 });
    expect(await c.find({ userId: { $in: ['u1', 'u2'] } }).toArray()).toHaveLength(40);
    expect(c.lastPlan.examined).toBe(40);
  });

  it('find by a compound key, and by its prefix', async () => {
    const c = store.embeddedCollection<Loose>('readings');
    expect(await c.find({ asset: 'A42', timeframe: 'D' }).toArray()).toHaveLength(1);
    expect(c.lastPlan).toEqual({ index: 'asset_1_timeframe_1', examined: 1 });
    expect(await c.find({ asset: 'A42' }).toArray()).toHaveLength(5);
    expect(c.lastPlan).toEqual({ index: 'asset_1_timeframe_1', examined: 5 });
  });

  it('keeps indexes right across updates and deletes', async () => {
    const c = store.embeddedCollection<Loose>('readings');
    await c.updateOne({ _id: 'r0' }, { $set: { userId: 'moved' } });
    expect(await c.countDocuments({ userId: 'moved' })).toBe(1);
    expect(await c.countDocuments({ userId: 'u0' })).toBe(19);
    await c.deleteOne({ _id: 'r0' });
    expect(await c.countDocuments({ userId: 'moved' })).toBe(0);
  });

  it('documents with arrays on an indexed path are still found', async () => {
    const c = store.embeddedCollection<Loose>('readings');
    await c.insertOne({ _id: 'multi', userId: ['x1', 'x2'], asset: 'M', timeframe: '15' });
    expect((await c.find({ userId: 'x2' }).toArray()).map((d) => d._id)).toEqual(['multi']);
  });

  // Candidates keyed by exactly the filter's equalities are taken without a second test; the others are still tested.
  it('an equality on exactly an index still tests what the index could not key, and any other condition', async () => {
    const c = store.embeddedCollection<Loose>('readings');
    await c.insertMany([
      { _id: 'arr-other', userId: ['u9'], asset: 'N', timeframe: '15' },
      { _id: 'arr-both', userId: ['u8', 'u7'], asset: 'N', timeframe: '60' },
    ]);
    const ids = async (filter: Loose) => (await c.find(filter).toArray()).map((d) => String(d._id)).sort();
    expect(await ids({ userId: 'u7' })).toEqual(
      [...Array.from({ length: 20 }, (_, i) => `r${7 + 500 * i}`), 'arr-both'].sort(),
    );
    expect(await ids({ userId: 'u7', timeframe: '60' })).toEqual(['arr-both']);
    expect(await ids({ _id: 'arr-both', asset: 'other' })).toEqual([]);
    expect(await ids({ _id: { $in: ['arr-both', 'missing'] } })).toEqual(['arr-both']);
  });
});

describe('embedded store: fault hooks', () => {
  it('setUnavailable makes every call reject with StoreUnavailableError', async () => {
    const store = await openEmbeddedStore();
    const c = store.collection<Loose>('c');
    await c.insertOne({ _id: 1 });
    store.setUnavailable(true);
    await expect(c.findOne({ _id: 1 })).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(c.find({}).toArray()).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(c.insertOne({ _id: 2 })).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(c.bulkWrite([{ deleteMany: { filter: {} } }])).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.ping()).rejects.toBeInstanceOf(StoreUnavailableError);
    store.setUnavailable(false);
    expect(await c.countDocuments()).toBe(1);
    await store.close();
    await expect(c.findOne({})).rejects.toBeInstanceOf(StoreUnavailableError);
  });

  it('connect() without a URI opens the embedded store in memory', async () => {
    const store = await connect({ dataDir: null });
    expect(store.kind).toBe('embedded');
    await store.close();
  });
});

describe('embedded store: read-only finds share the stored documents', () => {
  it('hands out frozen documents, no copy, and a later write replaces rather than changes them', async () => {
    const store = await openEmbeddedStore();
    const c = store.collection<Loose>('c');
    await c.insertOne({ _id: 1, rules: [{ name: 'agulhada' }], config: { on: true }, at: new Date(0) });
    const [shared] = await c.findReadOnly({ _id: 1 });
    expect(Object.isFrozen(shared)).toBe(true);
    expect(Object.isFrozen((shared as Loose).rules)).toBe(true);
    expect(Object.isFrozen(((shared as Loose).rules as Loose[])[0])).toBe(true);
    expect(() => {
      ((shared as Loose).config as Loose).on = false;
    }).toThrow(TypeError);
    expect((await c.findReadOnly({ _id: 1 }))[0]).toBe(shared);
    await c.updateOne({ _id: 1 }, { $set: { 'config.on': false }, $push: { rules: { name: 'tendência' } } });
    const [after] = await c.findReadOnly({ _id: 1 });
    expect(after).not.toBe(shared);
    expect(after).toMatchObject({ config: { on: false }, rules: [{ name: 'agulhada' }, { name: 'tendência' }] });
    expect(shared).toMatchObject({ config: { on: true }, rules: [{ name: 'agulhada' }] });
    const copy = (await c.findOne({ _id: 1 }))!;
    (copy.config as Loose).on = 'changed';
    expect((await c.findOne({ _id: 1 }))!.config).toEqual({ on: false });
    await store.close();
  });
});
