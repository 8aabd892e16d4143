import { closeSync, openSync, readSync } from 'node:fs';

export interface Line {
  text: string;
  /** Byte offset of the line's first byte in the file. */
  offset: number;
  /** False for a last piece without its newline (a write torn by a crash). */
  terminated: boolean;
}

/** Streams a file's lines with their byte offsets (large files never become one string); returns the file size. */
export function forEachLine(path: string, onLine: (line: Line) => void): number {
  const fd = openSync(path, 'r');
  const buffer = Buffer.alloc(8 * 1024 * 1024);
  let carry = Buffer.alloc(0);
  let carryOffset = 0;
  let position = 0;
  try {
    for (;;) {
      const read = readSync(fd, buffer, 0, buffer.length, position);
      if (read === 0) break;
      position += read;
      const data = carry.length > 0 ? Buffer.concat([carry, buffer.subarray(0, read)]) : buffer.subarray(0, read);
      let start = 0;
      for (let newline = data.indexOf(10); newline !== -1; newline = data.indexOf(10, start)) {
        onLine({ text: data.toString('utf8', start, newline), offset: carryOffset + start, terminated: true });
        start = newline + 1;
      }
      carryOffset += start;
      carry = Buffer.from(data.subarray(start));
    }
    if (carry.length > 0) onLine({ text: carry.toString('utf8'), offset: carryOffset, terminated: false });
  } finally {
    closeSync(fd);
  }
  return position;
}
