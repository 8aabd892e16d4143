import { randomUUID } from 'node:crypto';
import type { Store } from '../../store/types';
import type { TelegramMessage, TelegramSender } from './telegram-sender';

export interface OutboxMessageDoc extends TelegramMessage {
  _id: string;
  sentAt: string;
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
