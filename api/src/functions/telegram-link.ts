import { config, featureOn } from '../config';
import { defineFunction, method } from '../http/define-function';
import { HttpError, jsonResponse } from '../http/errors';
import { takeUserCall, type UserRateRule } from '../http/user-rate-limit';
import { newLinkToken, openLinkToken } from '../store/telegram-links';
import { localStandIns } from '../runtime/stand-ins';
import { TELEGRAM_DENIED, TELEGRAM_OFF } from './save-telegram';

/**
 * New link tokens per user and hour. The open token is handed out again until it has 2 of its 10 minutes left, so
 * /dispositivos left open for an hour makes at most 8; a flood of new tokens (links used as fast as they come) stops.
 */
export const LINK_TOKENS: UserRateRule = {
  name: 'telegramLink',
  limit: 12,
  windowMs: 3_600_000,
  message: 'Muitos links do Telegram pedidos. Tente de novo mais tarde.',
};

/**
 * POST /api/telegramLink → {url, expiresAt}: the one-tap link of /dispositivos, `https://t.me/<bot>?start=<token>`
 * with a one-time token bound to the caller (10 minutes; the open one is handed out again while it has a few minutes left). Locally without a bot token, the local Telegram page.
 */
export const telegramLink = defineFunction({
  name: 'telegramLink',
  methods: {
    POST: method({
      access: 'telegram:use',
      deniedMessage: TELEGRAM_DENIED,
      handler: async ({ caller, store, now }) => {
        if (!caller) throw new Error('policy access without caller');
        if (!featureOn('telegram')) throw new HttpError(503, TELEGRAM_OFF);
        let token = await openLinkToken(store, caller.userId, now);
        if (!token) {
          await takeUserCall(store, LINK_TOKENS, caller.userId, now);
          token = await newLinkToken(store, caller.userId, now);
        }
        const { telegramBotToken, telegramBotUsername } = config();
        const standIns = telegramBotToken ? null : localStandIns();
        const url = `${standIns ? standIns.telegramLinkPath : `https://t.me/${telegramBotUsername}`}?start=${token._id}`;
        return jsonResponse(200, { url, expiresAt: token.expiresAt });
      },
    }),
  },
});
