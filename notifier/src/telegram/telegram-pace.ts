import { spacingMs } from '../pace/token-bucket';

/**
 * Telegram's documented limits for one bot (Bot FAQ): about 30 messages a second in all, one a second per chat, 20 a
 * minute per group. The bot's pace keeps a margin (27 a second, a token every 38 ms): sends leave after their token
 * (a store write, the event loop) and Telegram counts them as they arrive, so a send may be counted late. Any 1-second
 * window then holds at most 30 sends as long as no send arrives more than about 100 ms later than its token (29
 * spacings minus the window); 28 a second left 44 ms, which a loaded machine overran. Chats and groups need no
 * margin: their pace counts from Telegram's answer.
 */
export const BOT_SPACING_MS = spacingMs(27, 1000);
const CHAT_SPACING_MS = spacingMs(1, 1000);
const GROUP_SPACING_MS = spacingMs(20, 60_000);

/** The shared bucket of the bot: every replica takes its tokens there. */
export const BOT_BUCKET = 'telegram-bot';

/** Group chats have negative ids. */
export const chatSpacingMs = (chatId: string) => (chatId.startsWith('-') ? GROUP_SPACING_MS : CHAT_SPACING_MS);
