import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DataFolderOutdatedError, openEmbeddedStore } from '../../local/src/store/embedded';
import { frameRecord } from '../../local/src/store/embedded/record-frame';
import { dataFolder, range, type Doc } from './fixtures/data-folder';

/** The embedded store never loses data silently: damage is refused with a message naming file and position; only a torn last write is dropped. */
describe('embedded store damage', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'agulhadas-damage-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  const { journal, writeDocs, lineOffsets, flipByte, refusal, loadedIds, loadedIdsThenClose } = dataFolder(
    () => dataDir,
  );

  it('refuses a flipped byte in the middle of the journal, naming file and position, keeping a copy and the original', async () => {
    await writeDocs(100);
    const offset = lineOffsets(journal())[50];
    const damaged = flipByte(journal(), offset + 20);

    const error = await refusal();
    expect(error.message).toContain(`journal-000001.jsonl is damaged at record 50 (byte ${offset})`);
    expect(error.message).toMatch(/restore the data folder from a backup, or remove it .* to start empty/);
    expect(error.copy).toBe(`${journal()}.damaged`);
    expect(error.message).toContain(error.copy);
    expect(readFileSync(error.copy ?? '')).toEqual(damaged);
    expect(readFileSync(journal())).toEqual(damaged);
    // Refused again on the next start: nothing was cut off.
    await refusal();
  });

  it('refuses when the journal the manifest names was deleted', async () => {
    await writeDocs(100);
    unlinkSync(journal());
    const error = await refusal();
    expect(error.message).toContain('journal-000001.jsonl is missing');
  });

  it('refuses when the snapshot the manifest names was deleted', async () => {
    await writeDocs(20);
    const store = await openEmbeddedStore({ dataDir });
    await store.close(); // compacts into a snapshot
    await writeDocs(5, 20);
    const [snapshot] = readdirSync(dataDir).filter((name) => name.startsWith('snapshot'));
    unlinkSync(join(dataDir, snapshot));
    const error = await refusal();
    expect(error.message).toContain(`${snapshot} is missing`);
  });

  it.each([
    ['unframed', '{"c":"c","x":1}', 'is damaged at record 3'],
    ['framed', frameRecord(3, '{"c":"c","x":1}'), 'holds a malformed record at record 3'],
  ])(
    'refuses a malformed %s record in the middle of the journal with one clear message',
    async (_kind, line, expected) => {
      await writeDocs(10);
      const lines = readFileSync(journal(), 'utf8').split('\n');
      const offset = lineOffsets(journal())[3];
      lines[3] = line;
      writeFileSync(journal(), lines.join('\n'));
      const error = await refusal();
      expect(error.message).toContain(`journal-000001.jsonl ${expected} (byte ${offset})`);
    },
  );

  it.each([
    ['an incomplete last line', () => appendFileSync(journal(), '1234abcd 11 {"c":"c","u":{"_id":10,"v":"tor')],
    [
      'a bad checksum on the last line',
      () =>
        appendFileSync(
          journal(),
          `${frameRecord(11, '{"c":"c","u":{"_id":10,"v":"torn"}}').replace('torn', 'tore')}\n`,
        ),
    ],
  ])(
    'drops a torn last record (%s) past what was acknowledged with a warning naming it, and loads the rest',
    async (_kind, tear) => {
      await writeDocs(10);
      const offset = readFileSync(journal()).length;
      tear();
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        expect(await loadedIds()).toEqual(range(10));
        expect(warn).toHaveBeenCalledTimes(1);
        expect(String(warn.mock.calls[0][0])).toContain(`(record 11, byte ${offset}) in ${journal()}`);
      } finally {
        warn.mockRestore();
      }
      // Cut off, so later writes append cleanly and load.
      expect(readFileSync(journal()).length).toBeLessThan(offset + 1);
      await writeDocs(0);
      expect(await loadedIds()).toEqual(range(10));
    },
  );

  it('refuses damage in a last record that an earlier start had already loaded (not a torn write)', async () => {
    await writeDocs(10);
    expect(await loadedIds()).toEqual(range(10)); // this start records the journal's length in the manifest
    flipByte(journal(), lineOffsets(journal())[10] + 20);
    const error = await refusal();
    expect(error.message).toContain('journal-000001.jsonl is damaged at record 10');
  });

  it('refuses a malformed manifest, keeping a copy', async () => {
    await writeDocs(5);
    writeFileSync(join(dataDir, 'MANIFEST.json'), '{"format":2,"journals":');
    const error = await refusal();
    expect(error.message).toContain('MANIFEST.json is not valid JSON');
    expect(readFileSync(error.copy ?? '', 'utf8')).toBe('{"format":2,"journals":');
  });

  it('refuses a folder whose manifest was deleted', async () => {
    await writeDocs(5);
    unlinkSync(join(dataDir, 'MANIFEST.json'));
    const error = await refusal();
    expect(error.message).toContain('MANIFEST.json is missing while the folder holds journal-000001.jsonl');
  });

  it('a clean restart loads everything, and the folder holds exactly what the manifest names', async () => {
    await writeDocs(30);
    const store = await openEmbeddedStore({ dataDir });
    await store.collection<Doc>('c').insertOne({ _id: 30, v: 'after restart' });
    await store.close();
    expect(await loadedIdsThenClose()).toEqual(range(31));
    const manifest = JSON.parse(readFileSync(join(dataDir, 'MANIFEST.json'), 'utf8')) as {
      snapshot: { file: string };
      journals: Array<{ file: string }>;
    };
    const named = [
      manifest.snapshot.file,
      ...manifest.journals.flatMap((entry) => [entry.file, entry.file.replace('.jsonl', '.acked')]),
    ];
    expect(
      readdirSync(dataDir)
        .filter((name) => /\.(jsonl|acked)$/.test(name))
        .sort(),
    ).toEqual(named.sort());
  });

  describe('a folder of an earlier format is refused with the command that rebuilds it, and left as it was', () => {
    const unframed = (id: number) => JSON.stringify({ c: 'c', u: { _id: id, v: `value-${id}` } });
    /** Every file of the folder with its bytes, to show a refused start changed nothing. */
    const contents = () =>
      Object.fromEntries(readdirSync(dataDir).map((name) => [name, readFileSync(join(dataDir, name), 'utf8')]));

    async function outdated(): Promise<DataFolderOutdatedError> {
      const error: unknown = await openEmbeddedStore({ dataDir }).then(
        (store) => store.close().then(() => new Error('the store opened')),
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(DataFolderOutdatedError);
      return error as DataFolderOutdatedError;
    }

    it('format 1 (no manifest, unframed lines)', async () => {
      writeFileSync(
        join(dataDir, 'snapshot.jsonl'),
        [JSON.stringify({ snapshot: 1, nextJournal: 2 }), unframed(0), JSON.stringify({ end: true }), ''].join('\n'),
      );
      writeFileSync(join(dataDir, 'journal-000002.jsonl'), [unframed(1), unframed(2), ''].join('\n'));
      const before = contents();
      const error = await outdated();
      expect(error.message).toContain(`The data folder ${dataDir} holds format 1 of the local store`);
      expect(error.message).toContain(`rm -rf ${dataDir} && npm start`);
      expect(contents()).toEqual(before);
    });

    it('format 1 without its snapshot: a journal of unframed lines', async () => {
      writeFileSync(join(dataDir, 'journal-000001.jsonl'), [unframed(1), ''].join('\n'));
      expect((await outdated()).message).toContain('holds format 1');
    });

    it('format 2 (a manifest, no acknowledgement marks)', async () => {
      await writeDocs(5);
      for (const name of readdirSync(dataDir).filter((file) => file.endsWith('.acked')))
        unlinkSync(join(dataDir, name));
      const manifestPath = join(dataDir, 'MANIFEST.json');
      writeFileSync(
        manifestPath,
        JSON.stringify({ ...(JSON.parse(readFileSync(manifestPath, 'utf8')) as object), format: 2 }),
      );
      const before = contents();
      const error = await outdated();
      expect(error.message).toContain(
        'holds format 2 of the local store, written by an earlier version; this version reads format 3 only',
      );
      expect(error.message).toContain(`rm -rf ${dataDir} && npm start`);
      expect(contents()).toEqual(before);
    });
  });

  it('npm start prints the operator message and exits 1, without a stack trace', async () => {
    await writeDocs(10);
    flipByte(journal(), lineOffsets(journal())[5] + 20);
    const root = resolve(__dirname, '../..');
    const env = { ...process.env, DATA_DIR: dataDir, PORT: '4391', API_PORT: '7391', REALTIME_HUB_PORT: '7392' };
    // detached: own process group, so a server that wrongly started is stopped whole (npx, tsx, node).
    const child = spawn('npx', ['tsx', 'scripts/start.ts'], {
      cwd: root,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const started = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 30_000);
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    clearTimeout(started);
    expect(code).toBe(1);
    expect(stderr).toContain('Agulhadas did not start. The data folder');
    expect(stderr).toContain('journal-000001.jsonl is damaged at record 5');
    expect(stderr).not.toMatch(/^\s+at /m);
  }, 60_000);
});
