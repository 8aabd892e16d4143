/** Where the local front serves the Telegram stand-in (local/src/stand-ins/telegram/local-telegram-page.ts). */
export const LOCAL_TELEGRAM_PATH = '/local-telegram';
