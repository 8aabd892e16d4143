import { readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Raised when another live process owns the data directory. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(`Data directory ${dataDir} is in use by process ${pid}; stop it or use another dataDir`);
    this.name = 'DataDirLockedError';
  }
}

const LOCK_FILE = 'LOCK';

/** Takes the data directory for this process: one owner at a time; locks left by dead processes are taken over. */
export function acquireDataDirLock(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      return () => releaseDataDirLock(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readLockPid(path);
    if (holder !== null && isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
    // Stale: replace atomically, then check we won against another process doing the same.
    const temp = `${path}.${process.pid}`;
    writeFileSync(temp, String(process.pid));
    renameSync(temp, path);
    if (readLockPid(path) === process.pid) return () => releaseDataDirLock(path);
  }
  throw new Error(`Could not take the lock on ${dataDir}`);
}

function releaseDataDirLock(path: string): void {
  try {
    if (readLockPid(path) === process.pid) unlinkSync(path);
  } catch {
    // Already gone: nothing to release.
  }
}

function readLockPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A killed process whose parent has not reaped it yet still answers signal 0 (Linux zombie).
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) Z/.test(stat);
  } catch {
    return true;
  }
}
