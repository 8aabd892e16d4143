import { DuplicateKeyError, type Store } from '@agulhadas/delivery/store/types';
import type { Clock } from '../clock';

/** Sends in a row left without an answer before a provider is taken as stalled. */
export const BREAKER_TIMEOUTS = 5;
/**
 * While a provider is stalled, one send (the probe) may go this often: longer than every sender's 10-second timeout,
 * so at most one probe waits on a stalled provider at a time.
 */
export const PROBE_EVERY_MS = 15_000;

/** One provider's state, shared by every replica (`notifier_breakers`), like the pace's buckets. */
interface BreakerDoc {
  _id: string;
  /** Sends in a row that timed out; any other outcome sets it back to 0. */
  timeouts: number;
  /** When the breaker opened (sending stopped), or null while the provider answers. */
  openedAt?: number | null;
  /** While open: when the next probe may go. */
  probeAt?: number;
}

export const breakerStates = (store: Store) => store.collection<BreakerDoc>('notifier_breakers');

/** A send's promise as it settled: the caller decides what it means for the message. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

const settle = <T>(send: Promise<T>): Promise<Settled<T>> =>
  send.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

/**
 * A circuit breaker for one provider (the Telegram bot, a push service host, an SMTP server). After
 * `BREAKER_TIMEOUTS` sends in a row that timed out, it opens: no send goes to the provider but one probe every
 * `PROBE_EVERY_MS` (a real send, claimed in the store so one replica probes at a time), and the first send the
 * provider answers closes it. A send held back leaves its message as it was, to go when the provider answers.
 * Each replica keeps a view of the shared state, read once a pass and moved on at once by its own outcomes, so a
 * closed breaker costs no store access per send.
 */
export class ProviderBreaker {
  private open = false;
  private probeAt = 0;
  private timeouts = 0;

  constructor(
    private readonly store: Store,
    readonly key: string,
    private readonly clock: Clock,
    private readonly log: (line: string) => void,
  ) {}

  /** Reads the shared state: what the other replicas learnt of the provider. */
  async refresh(): Promise<void> {
    const state = await breakerStates(this.store).findOne({ _id: this.key });
    this.open = typeof state?.openedAt === 'number';
    this.probeAt = state?.probeAt ?? 0;
    this.timeouts = state?.timeouts ?? 0;
  }

  /**
   * While open and no probe is due: when the next probe may go (a pass leaves the provider's messages for later
   * without spending a token on them). Null when a send may go.
   */
  heldUntil(): number | null {
    return this.open && this.clock.now() < this.probeAt ? this.probeAt : null;
  }

  /**
   * Runs `send` unless the breaker holds it back (then answers null, and `send` is never called), and records whether
   * the provider answered: `timedOut` tells, from how the send settled, that no answer came in time.
   */
  async send<T>(send: () => Promise<T>, timedOut: (outcome: Settled<T>) => boolean): Promise<Settled<T> | null> {
    const probe = this.open && (await this.claimProbe());
    // Checked again right before the send: the breaker may have opened while the probe claim was written.
    if (this.open && !probe) return null;
    const outcome = await settle(send());
    if (timedOut(outcome)) await this.timedOut();
    else await this.answered();
    return outcome;
  }

  private async claimProbe(): Promise<boolean> {
    const now = this.clock.now();
    if (now < this.probeAt) return false;
    this.probeAt = now + PROBE_EVERY_MS;
    const claimed = await breakerStates(this.store).updateOne(
      { _id: this.key, openedAt: { $gt: 0 }, probeAt: { $lte: now } },
      { $set: { probeAt: now + PROBE_EVERY_MS } },
    );
    return claimed.modifiedCount === 1;
  }

  private async timedOut(): Promise<void> {
    const now = this.clock.now();
    const state = await this.countTimeout();
    this.timeouts = state.timeouts;
    if (this.timeouts < BREAKER_TIMEOUTS || this.open) return;
    // Shut at once for this replica's next sends; the store tells the others at their next pass.
    this.open = true;
    this.probeAt = now + PROBE_EVERY_MS;
    const opened = await breakerStates(this.store).updateOne(
      { _id: this.key, openedAt: null },
      { $set: { openedAt: now, probeAt: this.probeAt } },
    );
    if (opened.modifiedCount === 1)
      this.log(
        `notifier: ${this.key} left ${this.timeouts} sends in a row unanswered: sending stopped, one probe every ${PROBE_EVERY_MS / 1000} s`,
      );
  }

  private async countTimeout(): Promise<BreakerDoc> {
    for (;;) {
      try {
        const state = await breakerStates(this.store).findOneAndUpdate(
          { _id: this.key },
          { $inc: { timeouts: 1 } },
          { upsert: true, returnDocument: 'after' },
        );
        if (state) return state;
      } catch (error) {
        // Another replica created the document at the same moment: count on it.
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
    }
  }

  private async answered(): Promise<void> {
    if (!this.open && this.timeouts === 0) return;
    this.open = false;
    this.timeouts = 0;
    const before = await breakerStates(this.store).findOneAndUpdate(
      { _id: this.key },
      { $set: { timeouts: 0, openedAt: null, probeAt: 0 } },
      { returnDocument: 'before' },
    );
    if (typeof before?.openedAt === 'number')
      this.log(
        `notifier: ${this.key} answers again after ${Math.round((this.clock.now() - before.openedAt) / 1000)} s stopped: sending resumed`,
      );
  }
}

/** This replica's breakers, one per provider key, made when first needed. */
export function providerBreakers(store: Store, clock: Clock, log: (line: string) => void) {
  const breakers = new Map<string, ProviderBreaker>();
  return (key: string): ProviderBreaker =>
    breakers.get(key) ?? breakers.set(key, new ProviderBreaker(store, key, clock, log)).get(key)!;
}

export type ProviderBreakers = ReturnType<typeof providerBreakers>;
