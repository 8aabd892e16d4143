// `npm run restore -- file`: checks a backup made by `npm run backup` and loads it into the empty database the API's
// settings name (docs/backup.md).
import { readFileSync } from 'node:fs';
import { BackupError } from './backup/backup-error';
import { parseBackupKey } from './backup/backup-key';
import { openConfiguredStore } from './backup/open-store';
import { readBackup, restoreBackup } from './backup/restore-backup';
import { runOrExplain } from './backup/run-or-explain';

await runOrExplain(async () => {
  const file = process.argv[2];
  if (!file) throw new BackupError('Name the backup file: npm run restore -- <file>');
  const key = parseBackupKey(process.env.BACKUP_KEY);
  const backup = readBackup(readFileSync(file), key);
  const { store, source } = await openConfiguredStore(process.env, 'restore');
  try {
    const manifest = await restoreBackup(store, backup);
    const documents = manifest.collections.reduce((sum, collection) => sum + collection.documents, 0);
    console.log(
      `Restored ${documents} documents from ${file} (made ${manifest.createdAt} from ${manifest.source}) into ${source}`,
    );
  } finally {
    await store.close();
  }
});
