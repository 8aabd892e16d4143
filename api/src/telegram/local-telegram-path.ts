/** Where the local front serves the Telegram stand-in (api/src/telegram/local-telegram-page.ts). */
export const LOCAL_TELEGRAM_PATH = '/local-telegram';
