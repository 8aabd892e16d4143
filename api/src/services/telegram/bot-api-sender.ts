import type { TelegramMessage, TelegramSender } from './telegram-sender';

/** The real Telegram Bot API (`sendMessage` with an inline web_app button). */
export function botApiSender(token: string, fetchImpl: typeof fetch = fetch): TelegramSender {
  return {
    kind: 'bot-api',
    async send(message: TelegramMessage) {
      const response = await fetchImpl(`https://api.telegram.org/bot${token}/sendMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          chat_id: message.chatId,
          text: message.text,
          reply_markup: { inline_keyboard: [[{ text: message.buttonText, web_app: { url: message.buttonUrl } }]] },
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Telegram answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    },
  };
}
