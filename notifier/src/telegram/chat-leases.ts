import { leaseBook, type LeaseDoc } from '@agulhadas/delivery/lease/lease-book';

/** A Telegram chat's lease; its pace is one message a second, three seconds apart for a group. */
export type ChatLeaseDoc = LeaseDoc;

const book = leaseBook('telegram_chats');

export const chatLeases = book.leases;
export const ensureChatLeaseIndexes = book.ensureIndexes;
/** The chat's lease when it was free (or its holder's lease ran out), or null when another replica holds it. */
export const claimChat = book.claim;
/** Gives the chat back, with its pace after this pass's send (if any). */
export const releaseChat = book.release;
/** Of the chats with a message due, those free now, served longest ago first. */
export const chatsFreeInTurn = book.inTurn;
