import { DataDirLockedError, DataFolderDamagedError, DataFolderOutdatedError } from '../store/embedded';

/**
 * What `npm start` prints when it cannot start. A damaged, outdated or busy data folder is the operator's to
 * fix, and its message says how: it is printed alone, without a stack trace. Anything else is a bug.
 */
export function startFailureMessage(error: unknown): string {
  if (
    error instanceof DataFolderDamagedError ||
    error instanceof DataFolderOutdatedError ||
    error instanceof DataDirLockedError
  )
    return `\n  Agulhadas did not start. ${error.message}\n`;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
