import { config } from '../../../api/src/config';
import { localStandIns } from '../../../api/src/runtime/stand-ins';
import type { Store } from '../../../api/src/store/types';
import { botApiSender } from '@agulhadas/delivery/telegram/bot-api-sender';
import type { TelegramSender } from '@agulhadas/delivery/telegram/telegram-sender';

let override: TelegramSender | null = null;

/** The Bot API, or in local mode without TELEGRAM_BOT_TOKEN the local outbox. */
export function telegramSender(store: Store): TelegramSender {
  if (override) return override;
  const { telegramBotToken, telegramApiUrl } = config();
  const standIns = telegramBotToken ? null : localStandIns();
  return standIns ? standIns.telegramSender(store) : botApiSender(telegramBotToken, telegramApiUrl);
}

/** Tests put a failing or recording sender in place. */
export function overrideTelegramSender(sender: TelegramSender | null): void {
  override = sender;
}
