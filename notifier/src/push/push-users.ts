import { leaseBook } from '@agulhadas/delivery/lease/lease-book';
import { spacingMs } from '../pace/token-bucket';

/**
 * The users with push messages to send, leased one at a time like Telegram chats (`push_users`): a user's devices
 * get at most one message a second each, the same limit as their Telegram chat, and users are served round-robin so
 * one user's burst does not hold the others.
 */
export const pushUsers = leaseBook('push_users');

export const PUSH_USER_SPACING_MS = spacingMs(1, 1000);
