import type { Store } from '../../api/src/store/types';
import { createBackup } from '../../scripts/backup/create-backup';
import { readBackup, restoreBackup } from '../../scripts/backup/restore-backup';
import { backedUpContents, seedBackupData } from '../support/backup-data';
import { availableBackends, type Backend } from './backends';

const key = Buffer.alloc(32, 3);

describe.each(availableBackends())('backup and restore: %s', (_name: string, backend: Backend) => {
  let source: Store;
  let target: Store;

  beforeAll(async () => {
    source = await backend.open();
    target = await backend.open();
  });
  afterAll(async () => {
    await backend.dispose(source);
    await backend.dispose(target);
  });

  it('restores into an empty database exactly what was backed up, then refuses to restore over it', async () => {
    await seedBackupData(source);
    const sealed = await createBackup(source, { key, source: 'contract', now: new Date() });

    await restoreBackup(target, readBackup(sealed, key));
    const restored = await backedUpContents(target);
    expect(restored).toStrictEqual(await backedUpContents(source));
    expect(restored.users).toHaveLength(2);

    await expect(restoreBackup(target, readBackup(sealed, key))).rejects.toThrow('The target database is not empty');
    expect(await backedUpContents(target)).toStrictEqual(restored);
  });
});
