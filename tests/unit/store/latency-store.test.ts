import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { performance } from 'node:perf_hooks';
import { BSON } from 'mongodb';
import { openEmbeddedStore } from '../../../local/src/store/embedded';
import { LatencyStore } from '../../support/latency-store';

interface Row {
  _id: string;
  n: number;
  text: string;
}

const rows = (count: number, text = 'x'): Row[] =>
  Array.from({ length: count }, (_, n) => ({ _id: `r${String(n).padStart(5, '0')}`, n, text }));

describe('LatencyStore', () => {
  let store: LatencyStore;
  beforeEach(async () => {
    store = new LatencyStore(await openEmbeddedStore({ dataDir: null }), { roundTripMs: 10, nsPerByte: 0 });
  });
  afterEach(async () => {
    await store.close();
  });

  it('makes every operation wait a round trip and answers what the inner store answers', async () => {
    const table = store.collection<Row>('rows');
    const started = performance.now();
    for (const row of rows(5)) await table.insertOne(row);
    expect(await table.findOne({ n: 3 })).toEqual({ _id: 'r00003', n: 3, text: 'x' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(6 * 10 - 1);
    expect(store.counts()).toMatchObject({
      operations: 6,
      roundTrips: 6,
      getMores: 0,
      byMethod: { insertOne: 5, findOne: 1 },
    });
  });

  it('adds the cost of the bytes that cross the network', async () => {
    const costly = new LatencyStore(store.inner, { roundTripMs: 0, nsPerByte: 100_000 });
    const table = costly.collection<Row>('rows');
    const started = performance.now();
    await table.insertOne({ _id: 'big', n: 0, text: 'y'.repeat(1000) });
    // 1 000 bytes at 0.1 ms each.
    expect(performance.now() - started).toBeGreaterThanOrEqual(99);
    expect(costly.counts().bytes).toBeGreaterThan(1000);
  });

  it('holds at most maxInFlight operations at once: the next one waits for a free connection', async () => {
    const pooled = new LatencyStore(store.inner, { roundTripMs: 20, nsPerByte: 0, maxInFlight: 2 });
    const table = pooled.collection<Row>('rows');
    const started = performance.now();
    await Promise.all(rows(6).map((row) => table.insertOne(row)));
    // Six round trips, two at a time: three waits of 20 ms.
    expect(performance.now() - started).toBeGreaterThanOrEqual(3 * 20 - 1);
    expect(pooled.counts().peakInFlight).toBe(2);
    expect(await table.countDocuments({})).toBe(6);
  });

  it('keeps cursors fetching getMores within the pool, one connection at a time', async () => {
    await store.inner.collection<Row>('rows').insertMany(rows(350));
    const single = new LatencyStore(store.inner, { roundTripMs: 1, nsPerByte: 0, maxInFlight: 1 });
    const table = single.collection<Row>('rows');
    await Promise.all([
      table.find({}).toArray(),
      table.find({}).toArray(),
      table.findOne({ n: 1 }),
      table.find({}).toArray(),
    ]);
    expect(single.counts()).toMatchObject({ operations: 4, roundTrips: 7, peakInFlight: 1 });
  });

  it('reads a large find in a first batch of 101 documents, then one getMore per batch of batchBytes', async () => {
    const table = store.collection<Row>('rows');
    await store.inner.collection<Row>('rows').insertMany(rows(350, 'z'.repeat(100)));
    store.resetCounts();
    expect(await table.find({}).toArray()).toHaveLength(350);
    // The rest (249 documents) fits one 16 MiB batch.
    expect(store.counts()).toMatchObject({ operations: 1, roundTrips: 2, getMores: 1 });

    // Batches of 50 documents' bytes: the first batch is cut by bytes too, then 300 more documents in 6 getMores.
    const size = BSON.calculateObjectSize({ value: rows(1, 'z'.repeat(100))[0] });
    const small = new LatencyStore(store.inner, { roundTripMs: 0, batchBytes: 50 * size });
    expect(await small.collection<Row>('rows').findReadOnly({})).toHaveLength(350);
    expect(small.counts()).toMatchObject({ roundTrips: 7, getMores: 6 });
  });

  it('closes the cursor with the first batch when it held everything, and not when that batch was exactly full', async () => {
    const inner = store.inner.collection<Row>('rows');
    await inner.insertMany(rows(101));
    const table = store.collection<Row>('rows');
    store.resetCounts();
    await table.find({ n: { $lt: 100 } }).toArray();
    await table.find({}, { limit: 101 }).toArray();
    expect(store.counts().getMores).toBe(0);
    await table.find({}).toArray();
    expect(store.counts().getMores).toBe(1);
  });

  it('sends a bulk write as one command per kind of operation, split by the batch limits', async () => {
    const counted = new LatencyStore(store.inner, { roundTripMs: 0, writeBatchOperations: 3 });
    const table = counted.collection<Row>('rows');
    await table.bulkWrite(
      [
        ...rows(4).map((document) => ({ insertOne: { document } })),
        { updateOne: { filter: { _id: 'r00000' }, update: { $set: { n: 9 } } } },
      ],
      { ordered: false },
    );
    // Inserts: 3 + 1; the update: 1.
    expect(counted.counts()).toMatchObject({ operations: 1, roundTrips: 3 });
    expect((await store.inner.collection<Row>('rows').findOne({ _id: 'r00000' }))?.n).toBe(9);
  });
});
