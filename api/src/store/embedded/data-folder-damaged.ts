import { constants, copyFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Raised at open when the data folder is damaged in a way a crash cannot explain: the store refuses to
 * start rather than drop acknowledged writes. The message is meant for the operator, as is.
 */
export class DataFolderDamagedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly file: string,
    readonly problem: string,
    readonly copy: string | null,
  ) {
    super(
      `The data folder ${dataDir} is damaged: ${file} ${problem}. The store did not start and changed nothing` +
        (copy ? `; a copy of the damaged file was kept at ${copy}` : '') +
        `. To recover, restore the data folder from a backup, or remove it (${dataDir}) to start empty.`,
    );
    this.name = 'DataFolderDamagedError';
  }
}

/** Keeps a copy of the damaged file (when there is one) beside it and returns the error to throw. */
export function refuseDamaged(dataDir: string, file: string, problem: string): DataFolderDamagedError {
  const path = join(dataDir, file);
  const copy = `${path}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  try {
    copyFileSync(path, copy, constants.COPYFILE_EXCL);
    return new DataFolderDamagedError(dataDir, file, problem, copy);
  } catch {
    // The file is missing (that is the damage) or unreadable: nothing to copy.
    return new DataFolderDamagedError(dataDir, file, problem, null);
  }
}
