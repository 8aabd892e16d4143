import { randomUUID } from 'node:crypto';
import { featureOn } from '../config';
import type { Store } from '../store/types';
import { queueChatMessage } from './queue-telegram-notice';

export interface ChatNotice {
  /** The account the change was made on. */
  userId: string;
  chatId: string;
  text: string;
}

/**
 * The bot writes to a chat about a change made on the site (a chat linked with a code, or disconnected), where
 * there is no update of the chat to answer. Queued like every other message, so the request never waits on
 * Telegram and the notifier keeps the chat's pace and order; the change is already saved and stands either way.
 * A disconnected chat still gets it: it was queued after that chat's pending alerts were failed.
 */
export async function tellChat(store: Store, notice: ChatNotice, now: Date): Promise<void> {
  if (!featureOn('telegram')) return;
  await queueChatMessage(store, { id: `bot-notice:${randomUUID()}`, ...notice }, now);
}
