import { openDataFile, type OpenDataFile } from '../../local/src/store/embedded';

export type DiskFault = 'ENOSPC' | 'EIO' | 'short';

const systemError = (code: string) => Object.assign(new Error(`${code}: simulated disk failure, write`), { code });

/**
 * Files for the embedded store on a disk that fills up: once `fillAfter(n)` has let n more writes through, the next
 * write fails as asked (ENOSPC or EIO, or a short write: half the bytes really written, as a filling disk does) and
 * every later one with ENOSPC. `cutFails` makes truncations fail too (EIO).
 */
export function failingDisk(fault: DiskFault, cutFails = false) {
  let writes = 0;
  let room = Infinity;
  let full = false;
  const openFile: OpenDataFile = async (path, flags) => {
    const file = await openDataFile(path, flags);
    return {
      ...file,
      write: async (data) => {
        writes += 1;
        if (full) throw systemError('ENOSPC');
        if (writes <= room) return file.write(data);
        full = true;
        if (fault !== 'short') throw systemError(fault);
        return file.write(data.subarray(0, Math.floor(data.length / 2)));
      },
      truncate: (length) => (cutFails ? Promise.reject(systemError('EIO')) : file.truncate(length)),
    };
  };
  return {
    openFile,
    fillAfter: (more: number) => {
      room = writes + more;
    },
  };
}
