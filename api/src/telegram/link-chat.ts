import { deriveRoles } from '@agulhadas/domain/identity/derive-roles';
import { can } from '@agulhadas/domain/permissions';
import type { TelegramSetting } from '@agulhadas/domain/user-info';
import { subscriptionsOf } from '../store/subscriptions';
import { failPendingMessages } from '@agulhadas/delivery/queue/telegram-queue';
import type { Store } from '../store/types';
import { users } from '../store/users';

/**
 * Links a chat to a user who may receive alerts on Telegram. A chat belongs to one account: another account
 * that had it loses it, with its messages still queued for the chat, so one account's alerts never reach a chat
 * another account linked since. Null when the user's plan does not include Telegram.
 */
export async function linkChat(
  store: Store,
  userId: string,
  chatId: string,
  active: boolean,
  now: Date,
): Promise<TelegramSetting | null> {
  if (!can(deriveRoles(userId, await subscriptionsOf(store, userId), now), 'telegram:use')) return null;
  const telegram: TelegramSetting = { id: chatId, active };
  await users(store).updateMany({ 'telegram.id': chatId, _id: { $ne: userId } }, { $set: { telegram: null } });
  await failPendingMessages(store, { chatId, userId: { $ne: userId } }, 'chat conectado a outra conta');
  await users(store).updateOne({ _id: userId }, { $set: { telegram } });
  return telegram;
}
