import {
  appendFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataFolder, range } from './fixtures/data-folder';

/**
 * A journal cut short (by a copy, a tool or a disk) is not a crash: a crash can only tear the last write,
 * which was never acknowledged. The journal's mark counts what was acknowledged; less than that refuses.
 */
describe('embedded store: a cut journal against a torn tail', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'agulhadas-cut-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  const { journal, writeDocs, lineOffsets, flipByte, refusal, loadedIds } = dataFolder(() => dataDir);
  const mark = () => join(dataDir, 'journal-000001.acked');
  const copies = () => readdirSync(dataDir).filter((name) => name.includes('.damaged'));

  /** Catches console.warn while `run` goes, and gives back what it printed. */
  async function warnings(run: () => Promise<unknown>): Promise<string[]> {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await run();
      return warn.mock.calls.map((call) => String(call[0]));
    } finally {
      warn.mockRestore();
    }
  }

  it.each([
    ['at a record boundary', 0, 50],
    ['in the middle of a record', 20, 50],
  ])(
    'refuses a journal cut %s well before the end, naming the records found and acknowledged, and drops nothing',
    async (_where, into, record) => {
      await writeDocs(100);
      const acknowledged = readFileSync(journal()).length;
      const cutAt = lineOffsets(journal())[record] + into;
      truncateSync(journal(), cutAt);
      const cut = readFileSync(journal());

      const error = await refusal();
      expect(error.message).toContain(
        `journal-000001.jsonl is cut short: it holds ${record} intact records (${cutAt} bytes) where 101 records (${acknowledged} bytes), its header included, were acknowledged`,
      );
      expect(error.message).toMatch(/restore the data folder from a backup, or remove it .* to start empty/);
      expect(error.copy).toBe(`${journal()}.damaged`);
      expect(readFileSync(error.copy ?? '')).toEqual(cut);
      // Nothing was cut off, and a second start refuses the same way.
      expect(readFileSync(journal())).toEqual(cut);
      expect((await refusal()).message).toContain('is cut short');
      expect(copies()).toEqual(['journal-000001.jsonl.damaged']);
    },
  );

  it('starts when the mark lags the journal (a crash between the fdatasync and the mark), dropping only a torn last record with a warning', async () => {
    await writeDocs(10);
    const lagging = readFileSync(mark());
    await writeDocs(10, 10);
    writeFileSync(mark(), lagging); // the mark as it was 10 acknowledged writes ago: a lower bound still
    const offset = readFileSync(journal()).length;
    appendFileSync(journal(), '1234abcd 21 {"c":"c","u":{"_id":20,"v":"tor');

    let ids: number[] = [];
    const printed = await warnings(async () => {
      ids = await loadedIds();
    });
    expect(ids).toEqual(range(20));
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain(
      `incomplete last record (record 21, byte ${offset}) in ${journal()}: a write torn by a crash, never acknowledged`,
    );
    expect(readFileSync(journal()).length).toBe(offset);
    // The start counted what it loaded: the same cut is now refused.
    truncateSync(journal(), lineOffsets(journal())[15]);
    expect((await refusal()).message).toContain('holds 15 intact records');
  });

  it('keeps one copy per damaged file however many starts are refused, replacing copies older versions kept', async () => {
    await writeDocs(20);
    const damaged = flipByte(journal(), lineOffsets(journal())[5] + 20);
    writeFileSync(`${journal()}.damaged-2026-01-02T03-04-05-678Z`, 'a copy an earlier version kept');

    await refusal();
    await refusal();
    const error = await refusal();
    expect(copies()).toEqual(['journal-000001.jsonl.damaged']);
    expect(readFileSync(error.copy ?? '')).toEqual(damaged);
  });

  it('refuses a journal whose mark is missing or fails its checksum, naming the mark', async () => {
    await writeDocs(5);
    const intact = readFileSync(mark());
    flipByte(mark(), 20);
    expect((await refusal()).message).toContain('journal-000001.acked fails its checksum or is malformed');
    unlinkSync(mark());
    expect((await refusal()).message).toContain(
      'journal-000001.acked is missing (it counts the acknowledged records of journal-000001.jsonl',
    );
    writeFileSync(mark(), intact);
    expect(await loadedIds()).toEqual(range(5));
  });
});
