import { createHash } from 'node:crypto';

/**
 * The chat a local user has with the bot on the local Telegram page: derived from the user id, so each user has
 * exactly one chat, the page never takes a chat from the address (it would show anyone's messages), and the same
 * user gets the same chat after a restart. Like the ids of Telegram's users, it is a positive integer of 32 bits.
 */
export function localChatIdOf(userId: string): string {
  return String(createHash('sha256').update(`local-telegram-chat\n${userId}`).digest().readUInt32BE(0));
}
