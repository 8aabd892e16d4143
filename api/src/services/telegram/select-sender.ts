import { config } from '../../config';
import type { Store } from '../../store/types';
import { botApiSender } from './bot-api-sender';
import { outboxSender } from './outbox-sender';
import type { TelegramSender } from './telegram-sender';

let override: TelegramSender | null = null;

/** The Bot API when TELEGRAM_BOT_TOKEN is set, else the local outbox. */
export function telegramSender(store: Store): TelegramSender {
  if (override) return override;
  const token = config().telegramBotToken;
  return token ? botApiSender(token) : outboxSender(store);
}

/** Tests put a failing or recording sender in place. */
export function overrideTelegramSender(sender: TelegramSender | null): void {
  override = sender;
}
