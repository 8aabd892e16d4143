import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StoreUnavailableError } from '@agulhadas/delivery/store/types';
import { openEmbeddedStore, type EmbeddedStore } from '../../local/src/store/embedded';
import { failingDisk, type DiskFault } from '../support/failing-disk';

interface Comment {
  _id: string;
  text: string;
}

const comments = (store: EmbeddedStore) => store.collection<Comment>('comments');

/** Writes `count` comments in concurrent groups of eight (one journal write each); returns the acknowledged ids and the errors. */
async function writeComments(store: EmbeddedStore, count: number) {
  const acknowledged: string[] = [];
  const errors: unknown[] = [];
  for (let start = 0; start < count; start += 8) {
    const ids = Array.from({ length: Math.min(8, count - start) }, (_, i) => `comment-${start + i}`);
    const outcomes = await Promise.allSettled(
      ids.map((_id) => comments(store).insertOne({ _id, text: `Comentário ${_id}` })),
    );
    outcomes.forEach((outcome, i) =>
      outcome.status === 'fulfilled' ? acknowledged.push(ids[i]) : errors.push(outcome.reason),
    );
  }
  return { acknowledged, errors };
}

async function storedIds(store: EmbeddedStore): Promise<string[]> {
  const docs = await comments(store).find({}).toArray();
  return docs.map((doc) => String(doc._id)).sort();
}

describe('embedded store on a full or failing disk', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'agulhadas-full-disk-'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
    jest.restoreAllMocks();
  });

  it.each<[DiskFault, boolean]>([
    ['ENOSPC', false],
    ['EIO', false],
    ['short', false],
    ['short', true],
  ])(
    'a %s write (cut back fails: %s) is refused, not acknowledged; the store reopens with every acknowledged write',
    async (fault, cutFails) => {
      const disk = failingDisk(fault, cutFails);
      const store = await openEmbeddedStore({ dataDir, openFile: disk.openFile });
      // One write per group of eight comments: twelve groups fit.
      disk.fillAfter(12);
      const { acknowledged, errors } = await writeComments(store, 240);

      expect(acknowledged).toHaveLength(12 * 8);
      expect(errors).toHaveLength(240 - 12 * 8);
      expect(errors.every((error) => error instanceof StoreUnavailableError)).toBe(true);
      // Memory holds the refused writes, the disk does not: the store stops serving rather than show them.
      await expect(comments(store).countDocuments({})).rejects.toThrow(StoreUnavailableError);
      await store.close();

      const reopened = await openEmbeddedStore({ dataDir });
      const stored = await storedIds(reopened);
      expect(acknowledged.filter((id) => !stored.includes(id))).toEqual([]);
      // Cut back to the last acknowledged record, nothing refused comes back.
      if (!cutFails) expect(stored).toEqual([...acknowledged].sort());
      await comments(reopened).insertOne({ _id: 'after-restart', text: 'Espaço liberado' });
      await reopened.close();

      const again = await openEmbeddedStore({ dataDir });
      expect(await comments(again).countDocuments({ _id: 'after-restart' })).toBe(1);
      await again.close();
    },
  );

  it('a compaction whose snapshot is cut short fails, keeps the journal and closes; nothing acknowledged is lost', async () => {
    const disk = failingDisk('short');
    const store = await openEmbeddedStore({ dataDir, openFile: disk.openFile });
    const { acknowledged } = await writeComments(store, 16);
    expect(acknowledged).toHaveLength(16);
    // The next journal's header, then the snapshot's header, the collection's indexes and its documents fit; its end
    // line takes half its bytes.
    disk.fillAfter(4);
    await expect(store.compact()).rejects.toThrow(/short write/);
    await store.close();

    const reopened = await openEmbeddedStore({ dataDir });
    expect(await storedIds(reopened)).toEqual([...acknowledged].sort());
    await reopened.close();
  });
});
