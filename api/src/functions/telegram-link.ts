import { config, featureOn } from '../config';
import { defineFunction, method } from '../http/define-function';
import { HttpError, jsonResponse } from '../http/errors';
import { linkTokenFor } from '../store/telegram-links';
import { localStandIns } from '../runtime/stand-ins';
import { TELEGRAM_DENIED, TELEGRAM_OFF } from './save-telegram';

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
        const token = await linkTokenFor(store, caller.userId, now);
        const { telegramBotToken, telegramBotUsername } = config();
        const standIns = telegramBotToken ? null : localStandIns();
        const url = `${standIns ? standIns.telegramLinkPath : `https://t.me/${telegramBotUsername}`}?start=${token._id}`;
        return jsonResponse(200, { url, expiresAt: token.expiresAt });
      },
    }),
  },
});
