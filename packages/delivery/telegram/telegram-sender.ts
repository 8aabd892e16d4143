import { DeliveryRefused } from '../queue/queued-delivery';

/**
 * A message for one Telegram chat. Alerts carry a button opening the Telegram mini-page; the bot's own notices
 * (a chat linked or disconnected from the site) have none.
 */
export interface TelegramMessage {
  chatId: string;
  text: string;
  buttonText?: string;
  buttonUrl?: string;
}

/** The chat no longer takes the bot's messages (blocked, or the account is gone): Telegram's 403. */
export class TelegramBlockedError extends DeliveryRefused {}

/** Sends one message; rejects on failure so the queue retries it. */
export interface TelegramSender {
  readonly kind: 'bot-api' | 'outbox';
  send(message: TelegramMessage): Promise<void>;
}
