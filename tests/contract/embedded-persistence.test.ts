import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Binary, ObjectId } from 'mongodb';
import { DataDirLockedError, openEmbeddedStore } from '../../local/src/store/embedded';

/** Schemaless documents for these tests. */
type Loose = { _id?: unknown; [field: string]: unknown };

describe('embedded store persistence', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'agulhadas-store-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  const journalFiles = () => readdirSync(dataDir).filter((name) => /^journal-\d+\.jsonl$/.test(name));

  it('round-trips documents, types, deletes and indexes through close and reopen', async () => {
    const at = new Date('2026-03-04T05:06:07.089Z');
    const first = await openEmbeddedStore({ dataDir });
    const users = first.collection<Loose>('users');
    await users.createIndex({ email: 1 }, { unique: true });
    const { insertedId } = await users.insertOne({
      email: 'a@x',
      at,
      tags: ['t'],
      nested: { n: 1.5 },
      bytes: new Uint8Array([0, 255, 3]),
    });
    await users.insertOne({ _id: 'gone', email: 'b@x' });
    await users.deleteOne({ _id: 'gone' });
    await users.updateOne({ _id: insertedId }, { $inc: { 'nested.n': 1 } });
    await first.close();

    const second = await openEmbeddedStore({ dataDir });
    const reopened = second.collection<Loose>('users');
    const doc = await reopened.findOne({ _id: insertedId });
    expect(insertedId).toBeInstanceOf(ObjectId);
    expect(doc).toEqual({
      _id: insertedId,
      email: 'a@x',
      at,
      tags: ['t'],
      nested: { n: 2.5 },
      bytes: new Binary(new Uint8Array([0, 255, 3])),
    });
    expect(doc?._id).toBeInstanceOf(ObjectId);
    expect(await reopened.countDocuments()).toBe(1);
    await expect(reopened.insertOne({ email: 'a@x' })).rejects.toThrow(/duplicate key/);
    await second.close();
  });

  it('replays the journal when the process did not close (no compaction)', async () => {
    const first = await openEmbeddedStore({ dataDir });
    await first.collection<Loose>('c').insertMany([{ _id: 1 }, { _id: 2 }]);
    await first.abandon();
    const second = await openEmbeddedStore({ dataDir });
    expect(await second.collection<Loose>('c').countDocuments()).toBe(2);
    await second.close();
  });

  it('ignores a torn last journal line and keeps appending cleanly', async () => {
    const first = await openEmbeddedStore({ dataDir });
    await first.collection<Loose>('c').insertOne({ _id: 1, v: 'kept' });
    await first.abandon();
    const [journal] = journalFiles();
    appendFileSync(join(dataDir, journal), '{"c":"c","u":{"_id":2,"v":"tor');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const second = await openEmbeddedStore({ dataDir });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    expect(await second.collection<Loose>('c').find({}).toArray()).toEqual([{ _id: 1, v: 'kept' }]);
    await second.collection<Loose>('c').insertOne({ _id: 3, v: 'after' });
    await second.abandon();
    const third = await openEmbeddedStore({ dataDir });
    expect((await third.collection<Loose>('c').find({}).toArray()).map((d) => d._id)).toEqual([1, 3]);
    await third.close();
  });

  it('compaction keeps everything and truncates the journal', async () => {
    const store = await openEmbeddedStore({ dataDir });
    const c = store.collection<Loose>('c');
    await c.createIndex({ k: 1 });
    await c.insertMany(Array.from({ length: 500 }, (_, i) => ({ _id: i, k: i % 10 })));
    await c.deleteMany({ k: 3 });
    await c.updateMany({ k: 4 }, { $set: { touched: true } });
    await store.compact();
    expect(journalFiles()).toHaveLength(1);
    // The new journal holds only its header line.
    expect(readFileSync(join(dataDir, journalFiles()[0]), 'utf8').trimEnd().split('\n')).toHaveLength(1);
    await c.insertOne({ _id: 'after-compaction', k: 99 });
    await store.abandon();
    const reopened = await openEmbeddedStore({ dataDir });
    const r = reopened.collection<Loose>('c');
    expect(await r.countDocuments()).toBe(451);
    expect(await r.countDocuments({ touched: true })).toBe(50);
    expect(await r.findOne({ _id: 'after-compaction' })).toEqual({ _id: 'after-compaction', k: 99 });
    await reopened.close();
  });

  it('compacts in the background once the journal passes the threshold', async () => {
    const store = await openEmbeddedStore({ dataDir, compactAfterBytes: 10_000 });
    const c = store.collection<Loose>('c');
    for (let i = 0; i < 20; i++)
      await c.insertMany(Array.from({ length: 20 }, (_, j) => ({ _id: i * 20 + j, pad: 'p'.repeat(50) })));
    const snapshotWritten = () => readdirSync(dataDir).some((name) => /^snapshot-\d+\.jsonl$/.test(name));
    for (let waited = 0; !snapshotWritten() && waited < 50; waited++) await new Promise((r) => setTimeout(r, 20));
    expect(snapshotWritten()).toBe(true);
    await store.close();
    const reopened = await openEmbeddedStore({ dataDir });
    expect(await reopened.collection<Loose>('c').countDocuments()).toBe(400);
    await reopened.close();
  });

  it('refuses a data directory held by a live process and takes over a stale lock', async () => {
    const store = await openEmbeddedStore({ dataDir });
    await expect(openEmbeddedStore({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    await store.close();
    writeFileSync(join(dataDir, 'LOCK'), '999999999');
    const again = await openEmbeddedStore({ dataDir });
    expect(readFileSync(join(dataDir, 'LOCK'), 'utf8')).toBe(String(process.pid));
    await again.close();
  });
});
