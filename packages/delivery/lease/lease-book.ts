import { DuplicateKeyError, type Store } from '../store/types';

/**
 * One document per leased thing (a Telegram chat, a user's devices, the robot of a set of sources): who holds it and
 * until when. Whoever holds the lease does the work alone; a holder that stops without releasing holds it until
 * `leaseUntil`. Each step is one compare-and-set on the single document, so two claimants asking at once never both
 * get it, on the embedded store and on MongoDB alike.
 *
 * The notifier leases its recipients this way: a replica sends to a recipient only while it holds its lease, so the
 * recipient's messages leave one at a time and in order, whatever the number of replicas, and the document keeps the
 * recipient's own pace.
 */
export interface LeaseDoc {
  _id: string;
  owner: string | null;
  leaseUntil: number;
  /** The recipient's next token. */
  nextSendAt?: number;
  /** When the recipient last got a message: those served longest ago go first (round-robin). */
  lastSentAt?: number;
}

/** The leases of one kind of recipient, kept in the collection `name`. */
export function leaseBook(name: string) {
  const leases = (store: Store) => store.collection<LeaseDoc>(name);
  return {
    leases,

    async ensureIndexes(store: Store): Promise<void> {
      await leases(store).createIndex({ leaseUntil: 1 });
    },

    /** The lease when it was free (or its holder's lease ran out), or null when another owner holds it. */
    async claim(store: Store, id: string, owner: string, now: number, leaseMs: number): Promise<LeaseDoc | null> {
      try {
        return await leases(store).findOneAndUpdate(
          { _id: id, leaseUntil: { $lte: now } },
          { $set: { owner, leaseUntil: now + leaseMs } },
          { upsert: true, returnDocument: 'after' },
        );
      } catch (error) {
        // Held by another owner: the upsert's insert of the same id is refused.
        if (error instanceof DuplicateKeyError) return null;
        throw error;
      }
    },

    /** Extends the owner's lease while it still holds; null when it ran out or another owner has it now. */
    async renew(store: Store, id: string, owner: string, now: number, leaseMs: number): Promise<LeaseDoc | null> {
      return leases(store).findOneAndUpdate(
        { _id: id, owner, leaseUntil: { $gt: now } },
        { $set: { leaseUntil: now + leaseMs } },
        { returnDocument: 'after' },
      );
    },

    /** Gives the lease back (one another owner holds is left alone), with a recipient's pace after this pass's send (if any). */
    async release(store: Store, id: string, owner: string, sentAt: number | null = null, spacing = 0): Promise<void> {
      await leases(store).updateOne(
        { _id: id, owner },
        {
          $set: {
            owner: null,
            leaseUntil: 0,
            ...(sentAt === null ? {} : { nextSendAt: sentAt + spacing, lastSentAt: sentAt }),
          },
        },
      );
    },

    /**
     * Of the recipients with a message due, those neither leased nor waiting for their pace, served longest ago first
     * (one never served first of all), ties in random order so replicas do not all reach for the same ones.
     */
    async inTurn(store: Store, due: readonly string[], now: number): Promise<string[]> {
      if (!due.length) return [];
      const known = new Map(
        (
          await leases(store)
            .find({ _id: { $in: [...due] } })
            .toArray()
        ).map((lease) => [lease._id, lease]),
      );
      const free = (id: string) => {
        const lease = known.get(id);
        return !lease || (lease.leaseUntil <= now && (lease.nextSendAt ?? 0) <= now);
      };
      const order = new Map(due.map((id) => [id, Math.random()]));
      return due
        .filter(free)
        .sort(
          (a, b) => (known.get(a)?.lastSentAt ?? 0) - (known.get(b)?.lastSentAt ?? 0) || order.get(a)! - order.get(b)!,
        );
    },
  };
}
