import { closeSync, constants, existsSync, fsyncSync, openSync, readSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { refuseDamaged } from './data-folder-damaged';
import { acknowledgedName, parseObject } from './data-files';
import { frameRecord, unframeRecord } from './record-frame';

/** What a journal held when its last write was acknowledged: its record count (header included) and length. */
export interface Acknowledged {
  records: number;
  bytes: number;
}

/**
 * journal-<seq>.acked holds one framed line, `{records, bytes}`, padded to a fixed width so each update
 * overwrites the whole line in place with one write inside one disk sector (which disks write whole).
 */
const MARK_BYTES = 64;

const markSchema = z.object({ records: z.number().int().positive(), bytes: z.number().int().positive() });

/**
 * The acknowledgement mark beside a journal. It is rewritten after each group commit's fdatasync, before
 * the writes are acknowledged, and is not synced itself (that would double the fsyncs of every write): a
 * process crash keeps it (the page cache survives), a power loss may leave an earlier one. It is only ever
 * written after the journal bytes it counts are on disk, so it never claims more than the journal holds:
 * it is a lower bound, and a journal holding less than it was cut.
 */
export class AcknowledgedMark {
  private constructor(private readonly fd: number) {}

  /** Opens (creating it if needed) the mark of journal `seq`; never truncates, so a crash leaves the last mark. */
  static open(dataDir: string, seq: number): AcknowledgedMark {
    return new AcknowledgedMark(openSync(join(dataDir, acknowledgedName(seq)), constants.O_RDWR | constants.O_CREAT));
  }

  /** Overwrites the mark. A synchronous write of 64 bytes to the page cache: cheaper than a trip through the thread pool. */
  record(acknowledged: Acknowledged): void {
    const line = `${frameRecord(0, JSON.stringify(acknowledged))}\n`.padEnd(MARK_BYTES, ' ');
    writeSync(this.fd, line, 0, 'utf8');
  }

  /** Makes the mark durable (at open, at journal creation and on close: rare moments, unlike commits). */
  sync(): void {
    fsyncSync(this.fd);
  }

  close(): void {
    this.sync();
    closeSync(this.fd);
  }
}

/** Reads journal `seq`'s mark; null when there is none. A mark that fails its checksum refuses the start. */
export function readAcknowledged(dataDir: string, seq: number): Acknowledged | null {
  const file = acknowledgedName(seq);
  const path = join(dataDir, file);
  if (!existsSync(path)) return null;
  const fd = openSync(path, 'r');
  const bytes = Buffer.alloc(MARK_BYTES);
  let read: number;
  try {
    read = readSync(fd, bytes, 0, MARK_BYTES, 0);
  } finally {
    closeSync(fd);
  }
  const text = bytes.toString('utf8', 0, read);
  const frame = unframeRecord(text.slice(0, Math.max(0, text.indexOf('\n'))));
  const parsed = frame && frame.recordNumber === 0 ? markSchema.safeParse(parseObject(frame.json)) : null;
  if (!parsed?.success) throw refuseDamaged(dataDir, file, 'fails its checksum or is malformed');
  return parsed.data;
}
