import { DuplicateKeyError, type Store } from '@agulhadas/delivery/store/types';

/**
 * One document per recipient (a Telegram chat, a user's devices): which notifier holds it and until when, and the
 * recipient's own pace. A replica sends to a recipient only while it holds its lease, so the recipient's messages
 * leave one at a time and in order, whatever the number of replicas; a replica that stops without releasing holds
 * it until `leaseUntil` (counted from the claim).
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

    /** The recipient's lease when it was free (or its holder's lease ran out), or null when another replica holds it. */
    async claim(store: Store, id: string, owner: string, now: number, leaseMs: number): Promise<LeaseDoc | null> {
      try {
        return await leases(store).findOneAndUpdate(
          { _id: id, leaseUntil: { $lte: now } },
          { $set: { owner, leaseUntil: now + leaseMs } },
          { upsert: true, returnDocument: 'after' },
        );
      } catch (error) {
        // Held by another replica: the upsert's insert of the same id is refused.
        if (error instanceof DuplicateKeyError) return null;
        throw error;
      }
    },

    /** Gives the recipient back, with its pace after this pass's send (if any). */
    async release(store: Store, id: string, owner: string, sentAt: number | null, spacing: number): Promise<void> {
      await leases(store).updateOne(
        { _id: id, owner },
        { $set: { owner: null, leaseUntil: 0, ...(sentAt === null ? {} : { nextSendAt: sentAt + spacing, lastSentAt: sentAt }) } },
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
      return due.filter(free).sort((a, b) => (known.get(a)?.lastSentAt ?? 0) - (known.get(b)?.lastSentAt ?? 0) || order.get(a)! - order.get(b)!);
    },
  };
}
