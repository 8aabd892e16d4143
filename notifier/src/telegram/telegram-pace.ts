import { spacingMs } from '../pace/token-bucket';

/**
 * Telegram's documented limits for one bot (Bot FAQ): about 30 messages a second in all, one a second per chat, 20 a
 * minute per group. The bot's pace keeps a margin (28 a second): sends leave a few milliseconds after their token
 * (a store write, the event loop), and Telegram counts them as they arrive.
 */
export const BOT_SPACING_MS = spacingMs(28, 1000);
const CHAT_SPACING_MS = spacingMs(1, 1000);
const GROUP_SPACING_MS = spacingMs(20, 60_000);

/** The shared bucket of the bot: every replica takes its tokens there. */
export const BOT_BUCKET = 'telegram-bot';

/** Group chats have negative ids. */
export const chatSpacingMs = (chatId: string) => (chatId.startsWith('-') ? GROUP_SPACING_MS : CHAT_SPACING_MS);
