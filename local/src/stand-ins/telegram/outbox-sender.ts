import { randomUUID } from 'node:crypto';
import type { Store } from '../../../../api/src/store/types';
import type { TelegramMessage, TelegramSender } from '@agulhadas/delivery/telegram/telegram-sender';

/**
 * A message of a local chat: what the product sent (alerts, with their mini-page button) and, on the local
 * Telegram page, what the person typed and the bot answered.
 */
export interface OutboxMessageDoc extends TelegramMessage {
  _id: string;
  sentAt: string;
  from?: 'user' | 'bot';
}

export const telegramOutbox = (store: Store) => store.collection<OutboxMessageDoc>('telegram_outbox');

/** Local default without TELEGRAM_BOT_TOKEN: messages land in a collection the local run can show. */
export function outboxSender(store: Store): TelegramSender {
  return {
    kind: 'outbox',
    async send(message: TelegramMessage) {
      await telegramOutbox(store).insertOne({ _id: randomUUID(), ...message, sentAt: new Date().toISOString() });
    },
  };
}
