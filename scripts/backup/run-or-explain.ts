import { BackupError } from './backup-error';

/** Runs a backup command; a refusal prints its reason and exits 1 instead of a stack trace. */
export async function runOrExplain(command: () => Promise<void>): Promise<void> {
  try {
    await command();
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
