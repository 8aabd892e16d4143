import { writeFully } from './data-file';
import { closeJournal, type OpenJournal } from './journal-file';
import { frameRecord } from './record-frame';

/**
 * Append-only write-ahead journal with group commit: lines queued during the same tick (and while
 * a flush is in flight) are written together and share one fdatasync. Each line is framed with its
 * record number and checksum as it is written (record-frame.ts). A write is acknowledged (its commit
 * resolves) once its bytes are on disk and the journal's mark counts them (acknowledged-mark.ts).
 *
 * A write that fails (ENOSPC, EIO) or is short fails every commit waiting on it, and the journal is cut back to its
 * last acknowledged record, so a restart finds only whole, acknowledged records (a cut that fails too leaves a torn
 * tail past the mark, which the start also tolerates).
 */
export class Journal {
  private pending: string[] = [];
  private waiters: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];
  private flushing: Promise<void> | null = null;
  private scheduled = false;
  private failure: unknown = null;
  bytesWritten = 0;

  constructor(
    private file: OpenJournal,
    private readonly onFlushed: () => void = () => {},
  ) {}

  /** Queues one record's JSON. */
  append(json: string): void {
    this.pending.push(json);
  }

  /** A write failed: memory is ahead of the disk until the store is opened again from it. */
  get failed(): boolean {
    return this.failure !== null;
  }

  /** Whether the current file holds records beyond its header (once idle). */
  holdsRecords(): boolean {
    return this.file.nextRecord > 1;
  }

  /** Resolves when every line appended so far is on disk. */
  commit(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.pending.length === 0 && !this.flushing) return Promise.resolve();
    if (this.pending.length === 0 && this.flushing) {
      return this.flushing.then(() => {
        if (this.failure) throw this.failure;
      });
    }
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.schedule();
    return done;
  }

  /** Resolves when nothing is queued or being written. */
  async idle(): Promise<void> {
    while (this.flushing || this.pending.length > 0) {
      if (!this.flushing) this.schedule();
      await (this.flushing ?? new Promise<void>((resolve) => setImmediate(resolve)));
    }
  }

  /** Switches to a new file (compaction); the caller must call idle() first, then close the old file. */
  switchTo(file: OpenJournal): OpenJournal {
    const previous = this.file;
    this.file = file;
    this.bytesWritten = 0;
    return previous;
  }

  async close(): Promise<void> {
    await this.idle();
    await closeJournal(this.file);
  }

  private schedule(): void {
    if (this.scheduled || this.flushing) return;
    this.scheduled = true;
    // setImmediate lets every write issued in this tick join the batch.
    setImmediate(() => {
      this.scheduled = false;
      this.flushing = this.flushLoop().finally(() => {
        this.flushing = null;
      });
    });
  }

  private async flushLoop(): Promise<void> {
    while (this.pending.length > 0) {
      const lines = this.pending;
      const waiters = this.waiters;
      this.pending = [];
      this.waiters = [];
      try {
        const file = this.file;
        const first = file.nextRecord;
        const data = Buffer.from(lines.map((json, i) => `${frameRecord(first + i, json)}\n`).join(''), 'utf8');
        await writeFully(file.handle, data);
        await file.handle.datasync();
        file.nextRecord = first + lines.length;
        file.bytes += data.length;
        // Only after the fdatasync, so the mark never counts bytes a power loss could take back.
        file.mark.record({ records: file.nextRecord, bytes: file.bytes });
        this.bytesWritten += data.length;
        for (const waiter of waiters) waiter.resolve();
      } catch (error) {
        // A write we could not make durable poisons the journal: memory is ahead of disk now.
        this.failure = error;
        await this.cutBackToAcknowledged();
        for (const waiter of [...waiters, ...this.waiters]) waiter.reject(error);
        this.waiters = [];
        this.pending = [];
        return;
      }
      this.onFlushed();
    }
  }

  /** Drops what a failed write left after the last acknowledged record, so appends and a restart start on whole records. */
  private async cutBackToAcknowledged(): Promise<void> {
    try {
      await this.file.handle.truncate(this.file.bytes);
      await this.file.handle.datasync();
    } catch (error) {
      // The start tolerates a torn tail past the acknowledged mark, so the journal can still be opened.
      console.error(
        `[store] could not cut the journal back to its last acknowledged record (${this.file.bytes} bytes)`,
        error,
      );
    }
  }
}
