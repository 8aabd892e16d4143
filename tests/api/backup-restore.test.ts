import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ObjectId } from 'mongodb';
import type { Store } from '../../api/src/store/types';
import { openEmbeddedStore } from '../../local/src/store/embedded';
import { BackupError } from '../../scripts/backup/backup-error';
import { KNOWN_COLLECTIONS } from '../../scripts/backup/collections';
import { createBackup } from '../../scripts/backup/create-backup';
import { openConfiguredStore } from '../../scripts/backup/open-store';
import { seal, unseal } from '../../scripts/backup/sealed-file';
import { readBackup, restoreBackup } from '../../scripts/backup/restore-backup';
import { backedUpContents, seedBackupData, type Row } from '../support/backup-data';

const key = Buffer.alloc(32, 7);
const otherKey = Buffer.alloc(32, 8);
const now = new Date('2026-11-21T10:00:00Z');

async function everything(store: Store): Promise<Record<string, unknown[]>> {
  const all: Record<string, unknown[]> = {};
  for (const name of KNOWN_COLLECTIONS)
    all[name] = await store
      .collection<Row>(name)
      .find({}, { sort: { _id: 1 } })
      .toArray();
  return all;
}

describe('backup and restore on the embedded store', () => {
  let source: Store;
  let target: Store;
  let sealed: Buffer;

  beforeEach(async () => {
    source = await openEmbeddedStore({ dataDir: null });
    target = await openEmbeddedStore({ dataDir: null });
    await seedBackupData(source);
    sealed = await createBackup(source, { key, source: 'test', now });
  });
  afterEach(async () => {
    await source.close();
    await target.close();
  });

  it('restores every backed-up document exactly, with its dates, ObjectIds and numbers', async () => {
    const manifest = await restoreBackup(target, readBackup(sealed, key));

    const restored = await backedUpContents(target);
    expect(restored).toStrictEqual(await backedUpContents(source));
    expect(restored.users[0]).toMatchObject({
      comments: [{ at: new Date('2026-11-20T13:45:07.123Z') }],
      telegram: { chatId: -1001234567890 },
      options: { fontScale: 1.25 },
    });
    expect(Object.is((restored.users[0]!.options as { zero: number }).zero, -0)).toBe(true);
    expect(restored.alerts[0]._id).toBeInstanceOf(ObjectId);
    expect(restored.notifications[0]).toMatchObject({ refersTo: expect.any(ObjectId) });
    expect(manifest).toMatchObject({ format: 'agulhadas-backup/1', createdAt: now.toISOString(), source: 'test' });
    expect(manifest.collections.find((collection) => collection.name === 'alerts')).toMatchObject({
      documents: 2,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('leaves out what the robot rebuilds and what is transient', async () => {
    await restoreBackup(target, readBackup(sealed, key));

    expect(await target.collection<Row>('candles').countDocuments({})).toBe(0);
    expect(await target.collection<Row>('rate_limits').countDocuments({})).toBe(0);
  });

  it('refuses a file with one byte changed, before any database is touched', () => {
    for (const at of [0, 30, Math.floor(sealed.length / 2), sealed.length - 1]) {
      const tampered = Buffer.from(sealed);
      tampered[at] = tampered[at]! ^ 1;
      expect(() => readBackup(tampered, key)).toThrow(BackupError);
    }
  });

  it('refuses the wrong key', () => {
    expect(() => readBackup(sealed, otherKey)).toThrow('BACKUP_KEY is not the key it was made with');
  });

  it('refuses a collection that does not match its checksum in the manifest', () => {
    const archive = JSON.parse(unseal(sealed, key).toString('utf8')) as { collections: Record<string, string> };
    archive.collections.users = archive.collections.users!.replace('ana@example.com', 'eva@example.com');

    expect(() => readBackup(seal(Buffer.from(JSON.stringify(archive)), key), key)).toThrow(
      'collection users does not match its checksum',
    );
  });

  it('refuses a database that is not empty, and leaves it as it was', async () => {
    await target.collection<Row>('rate_limits').insertOne({ _id: 'someone', count: 1 });
    await target.collection<Row>('users').insertOne({ _id: 'kinde|carla', email: 'carla@example.com' });
    const before = await everything(target);

    await expect(restoreBackup(target, readBackup(sealed, key))).rejects.toThrow(
      'The target database is not empty (users, rate_limits)',
    );
    expect(await everything(target)).toStrictEqual(before);
  });
});

describe('the data folder of a running product', () => {
  it('is not opened while another store holds it, with a message saying so', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'agulhadas-backup-'));
    const running = await openEmbeddedStore({ dataDir });
    try {
      await expect(openConfiguredStore({ DATA_DIR: dataDir }, 'backup')).rejects.toThrow(
        'is in use (is npm start running?): stop what holds it, then run the backup again',
      );
    } finally {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
