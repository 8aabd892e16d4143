import { createChatCode, useLink } from '../store/telegram-links';
import type { Store } from '../store/types';
import { users } from '../store/users';
import { parseBotCommand } from './bot-command';
import { BOT_REPLIES } from './bot-replies';
import { linkChat } from './link-chat';
import type { TelegramUpdate } from './update-schema';

/** The bot's answer to one update: a text for its chat, or nothing (updates it does not handle). */
export interface BotReply {
  chatId: string;
  text: string;
}

async function start(store: Store, chatId: string, payload: string, now: Date): Promise<string> {
  if (!payload) return BOT_REPLIES.code((await createChatCode(store, chatId, now))._id);
  const use = await useLink(store, 'token', payload, now);
  if (!use.ok) return use.reason === 'used' ? BOT_REPLIES.linkUsed : BOT_REPLIES.linkExpired;
  return (await linkChat(store, use.link.userId ?? '', chatId, true, now))
    ? BOT_REPLIES.linked
    : BOT_REPLIES.notAllowed;
}

/** /start [token], /parar, /status, help: what a private chat with the bot can do. */
export async function handleUpdate(store: Store, update: TelegramUpdate, now: Date): Promise<BotReply | null> {
  const message = update.message;
  if (!message || message.text === undefined || message.chat.type !== 'private') return null;
  const chatId = String(message.chat.id);
  const command = parseBotCommand(message.text);
  switch (command.name) {
    case 'start':
      return { chatId, text: await start(store, chatId, command.payload, now) };
    case 'parar': {
      const result = await users(store).updateMany({ 'telegram.id': chatId }, { $set: { 'telegram.active': false } });
      return { chatId, text: result.matchedCount > 0 ? BOT_REPLIES.stopped : BOT_REPLIES.notLinked };
    }
    case 'status': {
      const user = await users(store).findOne({ 'telegram.id': chatId }, { projection: { telegram: 1 } });
      return { chatId, text: user?.telegram ? BOT_REPLIES.status(user.telegram.active) : BOT_REPLIES.notLinked };
    }
    case 'help':
      return { chatId, text: BOT_REPLIES.help };
  }
}
