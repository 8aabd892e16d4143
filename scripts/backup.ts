// `npm run backup [-- file]`: writes the collections that cannot be rebuilt, encrypted with BACKUP_KEY, from the
// database the API's settings name (docs/backup.md).
import { existsSync, writeFileSync } from 'node:fs';
import { BackupError } from './backup/backup-error';
import { parseBackupKey } from './backup/backup-key';
import { createBackup } from './backup/create-backup';
import { openConfiguredStore } from './backup/open-store';
import { runOrExplain } from './backup/run-or-explain';

await runOrExplain(async () => {
  const key = parseBackupKey(process.env.BACKUP_KEY);
  const now = new Date();
  const file = process.argv[2] ?? `agulhadas-${now.toISOString().replace(/[:.]/g, '-')}.backup`;
  if (existsSync(file)) throw new BackupError(`${file} already exists: a backup never overwrites another`);
  const { store, source } = await openConfiguredStore(process.env, 'backup');
  try {
    // Only the owner may read it: even encrypted, it is every customer's personal data.
    writeFileSync(file, await createBackup(store, { key, source, now }), { mode: 0o600, flag: 'wx' });
  } finally {
    await store.close();
  }
  console.log(`Backup of ${source} written to ${file}`);
});
