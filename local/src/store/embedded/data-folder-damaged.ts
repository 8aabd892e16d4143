import { copyFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
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

/**
 * Keeps a copy of the damaged file (when there is one) beside it, as <file>.damaged, and returns the error
 * to throw. Each refused start replaces that copy (through a temporary file, so the previous copy stays
 * whole until the new one is), and copies named <file>.damaged-<time> by earlier versions are removed:
 * one copy per damaged file however often the start is tried, as a journal can be hundreds of megabytes.
 */
export function refuseDamaged(dataDir: string, file: string, problem: string): DataFolderDamagedError {
  const path = join(dataDir, file);
  const copy = `${path}.damaged`;
  try {
    copyFileSync(path, `${copy}.tmp`);
    renameSync(`${copy}.tmp`, copy);
  } catch {
    // The file is missing (that is the damage) or unreadable: nothing to copy.
    rmSync(`${copy}.tmp`, { force: true });
    return new DataFolderDamagedError(dataDir, file, problem, null);
  }
  for (const name of readdirSync(dataDir)) {
    if (name.startsWith(`${file}.damaged-`)) rmSync(join(dataDir, name), { force: true });
  }
  return new DataFolderDamagedError(dataDir, file, problem, copy);
}
