import { failPendingMessages } from '@agulhadas/delivery/queue/telegram-queue';
import type { Store } from '../store/types';
import { users } from '../store/users';

/**
 * Forgets the Telegram chat of a user: the mini-page no longer admits it (buttons of earlier alerts say the chat
 * was disconnected, so it is kept as the one that was), and no alert goes to it, including the messages still waiting in the queue. Answers the chat it was, or null
 * when none was linked.
 */
export async function unlinkChat(store: Store, userId: string): Promise<string | null> {
  const before = await users(store).findOneAndUpdate(
    { _id: userId, telegram: { $ne: null } },
    { $set: { telegram: null } },
    { returnDocument: 'before', projection: { telegram: 1 } },
  );
  const chatId = before?.telegram?.id ?? null;
  if (!chatId) return null;
  await users(store).updateOne({ _id: userId }, { $set: { telegramDisconnectedId: chatId } });
  await failPendingMessages(store, { userId, chatId }, 'Telegram desconectado pelo usuário');
  return chatId;
}
