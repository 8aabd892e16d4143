import { DuplicateKeyError, type Store } from '@agulhadas/delivery/store/types';

/**
 * One document per Telegram chat: which notifier holds it and until when, and the chat's own pace. A replica sends
 * to a chat only while it holds its lease, so one chat's messages leave one at a time and in order, whatever the
 * number of replicas; a replica that stops without releasing holds it until `leaseUntil` (counted from the claim).
 */
export interface ChatLeaseDoc {
  _id: string;
  owner: string | null;
  leaseUntil: number;
  /** The chat's next token: one message a second, three seconds apart for a group. */
  nextSendAt?: number;
  /** When the chat last got a message: the chats served longest ago go first (round-robin). */
  lastSentAt?: number;
}

export const chatLeases = (store: Store) => store.collection<ChatLeaseDoc>('telegram_chats');

export async function ensureChatLeaseIndexes(store: Store): Promise<void> {
  await chatLeases(store).createIndex({ leaseUntil: 1 });
}

/** The chat's lease when it was free (or its holder's lease ran out), or null when another replica holds it. */
export async function claimChat(store: Store, chatId: string, owner: string, now: number, leaseMs: number): Promise<ChatLeaseDoc | null> {
  try {
    return await chatLeases(store).findOneAndUpdate(
      { _id: chatId, leaseUntil: { $lte: now } },
      { $set: { owner, leaseUntil: now + leaseMs } },
      { upsert: true, returnDocument: 'after' },
    );
  } catch (error) {
    // Held by another replica: the upsert's insert of the same chat id is refused.
    if (error instanceof DuplicateKeyError) return null;
    throw error;
  }
}

/** Gives the chat back, with its pace after this pass's send (if any). */
export async function releaseChat(store: Store, chatId: string, owner: string, sentAt: number | null, spacing: number): Promise<void> {
  await chatLeases(store).updateOne(
    { _id: chatId, owner },
    { $set: { owner: null, leaseUntil: 0, ...(sentAt === null ? {} : { nextSendAt: sentAt + spacing, lastSentAt: sentAt }) } },
  );
}
