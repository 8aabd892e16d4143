/**
 * Sends started and not yet answered. A pass goes on to the next chats while earlier sends wait on the provider, so a
 * slow send holds its own chat only; `stop()` and `drain()` wait for what is still running.
 */
export class InFlight {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly onError: (error: unknown) => void) {}

  get size(): number {
    return this.running.size;
  }

  /** Tracks `work` until it settles; a failure (a store write after the send) goes to the log, not to the pass. */
  add(work: Promise<void>): void {
    const tracked = work.catch(this.onError).finally(() => this.running.delete(tracked));
    this.running.add(tracked);
  }

  /** Resolves when any running send settles, or at once when none runs. */
  async any(): Promise<void> {
    if (this.running.size) await Promise.race(this.running);
  }

  async all(): Promise<void> {
    while (this.running.size) await Promise.all(this.running);
  }
}
