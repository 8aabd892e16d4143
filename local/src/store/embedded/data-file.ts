import { promises as fs } from 'node:fs';

/**
 * What the store does to a file it writes (journals, snapshots). An interface so a test can stand in a file that
 * fails as a full or broken disk does (ENOSPC, EIO, a short write) without needing a full disk.
 */
export interface DataFile {
  /** Writes at the file's position (its end, for a journal opened to append); resolves with the bytes written. */
  write(data: Buffer): Promise<number>;
  datasync(): Promise<void>;
  sync(): Promise<void>;
  truncate(length: number): Promise<void>;
  close(): Promise<void>;
}

export type OpenDataFile = (path: string, flags: 'a' | 'w' | 'wx') => Promise<DataFile>;

export const openDataFile: OpenDataFile = async (path, flags) => {
  const handle = await fs.open(path, flags);
  return {
    write: async (data) => (await handle.write(data, 0, data.length)).bytesWritten,
    datasync: () => handle.datasync(),
    sync: () => handle.sync(),
    truncate: (length) => handle.truncate(length),
    close: () => handle.close(),
  };
};

/** A write the file took only part of. */
export class ShortWriteError extends Error {
  override readonly name = 'ShortWriteError';
  constructor(written: number, asked: number) {
    super(`short write: ${written} of ${asked} bytes (is the disk full?)`);
  }
}

/**
 * Writes all of `data` or throws. A regular file takes fewer bytes than asked when the disk or a quota is full, and
 * the rest would fail with ENOSPC: the write fails here instead of being counted as done.
 */
export async function writeFully(file: DataFile, data: Buffer): Promise<void> {
  const written = await file.write(data);
  if (written !== data.length) throw new ShortWriteError(written, data.length);
}
