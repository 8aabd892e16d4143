import { promises as fs } from 'node:fs';
import { frameRecord } from './record-frame';

/**
 * Append-only write-ahead journal with group commit: lines queued during the same tick (and while
 * a flush is in flight) are written together and share one fdatasync. Each line is framed with its
 * record number and checksum as it is written (record-frame.ts).
 */
export class Journal {
  private pending: string[] = [];
  private waiters: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];
  private flushing: Promise<void> | null = null;
  private scheduled = false;
  private failure: unknown = null;
  bytesWritten = 0;

  constructor(
    private handle: fs.FileHandle,
    /** The number the next record written gets (the header is 0). */
    private nextRecord: number,
    private readonly onFlushed: () => void = () => {},
  ) {}

  /** Queues one record's JSON. */
  append(json: string): void {
    this.pending.push(json);
  }

  /** Whether the current file holds records beyond its header (once idle). */
  holdsRecords(): boolean {
    return this.nextRecord > 1;
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

  /** Switches to a new file (compaction); the caller must call idle() first. Returns the old handle. */
  switchTo(handle: fs.FileHandle, nextRecord: number): fs.FileHandle {
    const previous = this.handle;
    this.handle = handle;
    this.nextRecord = nextRecord;
    this.bytesWritten = 0;
    return previous;
  }

  async close(): Promise<void> {
    await this.idle();
    await this.handle.close();
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
        const first = this.nextRecord;
        const data = Buffer.from(lines.map((json, i) => `${frameRecord(first + i, json)}\n`).join(''), 'utf8');
        await this.handle.write(data, 0, data.length);
        await this.handle.datasync();
        this.nextRecord = first + lines.length;
        this.bytesWritten += data.length;
        for (const waiter of waiters) waiter.resolve();
      } catch (error) {
        // A write we could not make durable poisons the journal: memory is ahead of disk now.
        this.failure = error;
        for (const waiter of [...waiters, ...this.waiters]) waiter.reject(error);
        this.waiters = [];
        this.pending = [];
        return;
      }
      this.onFlushed();
    }
  }
}
