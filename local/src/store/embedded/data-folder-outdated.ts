import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { JOURNAL_PATTERN, listNumbered } from './data-files';

/**
 * Raised at open when the data folder was written in an earlier format of the local store. Local data is demo
 * data that `npm start` seeds again, so the store carries no upgrade path for past formats: it refuses, changes
 * nothing, and the message gives the command that rebuilds the folder.
 */
export class DataFolderOutdatedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly found: number,
    readonly current: number,
  ) {
    super(
      `The data folder ${dataDir} holds format ${found} of the local store, written by an earlier version; this version reads ` +
        `format ${current} only, and changed nothing. Rebuild it (npm start seeds the demo users, market and alerts again): ` +
        `rm -rf ${dataDir} && npm start`,
    );
    this.name = 'DataFolderOutdatedError';
  }
}

/** The single snapshot file of format 1, the format before the manifest. */
const FORMAT_1_SNAPSHOT = 'snapshot.jsonl';

/** A format-1 journal holds unframed JSON lines: it starts with '{' (a framed one starts with its checksum). */
function startsUnframed(path: string): boolean {
  const fd = openSync(path, 'r');
  try {
    const first = Buffer.alloc(1);
    return readSync(fd, first, 0, 1, 0) === 1 && first[0] === 0x7b;
  } finally {
    closeSync(fd);
  }
}

/** Whether a folder without a manifest holds format-1 data (rather than framed files that lost their manifest). */
export function holdsFormat1(dataDir: string): boolean {
  return (
    existsSync(join(dataDir, FORMAT_1_SNAPSHOT)) ||
    listNumbered(dataDir, JOURNAL_PATTERN).some((journal) => startsUnframed(journal.path))
  );
}
