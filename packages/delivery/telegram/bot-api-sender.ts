import { DeliveryDeferred } from '../queue/queued-delivery';
import type { TelegramMessage, TelegramSender } from './telegram-sender';
import { TelegramBlockedError } from './telegram-sender';

/** A send not answered by then has an unknown outcome (Telegram may have taken it): the notifier's leases outlast it. */
export const TELEGRAM_SEND_TIMEOUT_MS = 10_000;

interface BotApiAnswer {
  ok?: boolean;
  description?: string;
  parameters?: { retry_after?: number };
}

/**
 * The real Telegram Bot API (`sendMessage`, with an inline web_app button when the message has one). The text goes without `parse_mode`:
 * Telegram shows it as typed, so nothing in a user's alert message needs escaping. A 429 is deferred by the
 * `retry_after` Telegram gives; a 403 (the user blocked the bot) is final. `apiUrl` is TELEGRAM_API_URL: the public Bot
 * API, a local Bot API server or a proxy.
 */
export function botApiSender(token: string, apiUrl: string): TelegramSender {
  return {
    kind: 'bot-api',
    async send(message: TelegramMessage) {
      const response = await fetch(`${apiUrl}/bot${token}/sendMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          chat_id: message.chatId,
          text: message.text,
          ...(message.buttonText && message.buttonUrl
            ? {
                reply_markup: {
                  inline_keyboard: [[{ text: message.buttonText, web_app: { url: message.buttonUrl } }]],
                },
              }
            : {}),
        }),
        signal: AbortSignal.timeout(TELEGRAM_SEND_TIMEOUT_MS),
      });
      if (response.ok) return;
      const text = await response.text();
      const answer = ((): BotApiAnswer => {
        try {
          return JSON.parse(text) as BotApiAnswer;
        } catch {
          return {};
        }
      })();
      const detail = `Telegram answered ${response.status}: ${(answer.description ?? text).slice(0, 200)}`;
      if (response.status === 429)
        throw new DeliveryDeferred(
          detail,
          new Date(Date.now() + Math.max(1, answer.parameters?.retry_after ?? 30) * 1000),
        );
      if (response.status === 403) throw new TelegramBlockedError(detail);
      throw new Error(detail);
    },
  };
}
