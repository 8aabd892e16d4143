import { z } from 'zod';
import { oneLineText } from '@agulhadas/domain/validation/text-schemas';
import { withoutOperatorKeys } from '../alerts/alert-request-schemas';
import { defineFunction, method } from '../http/define-function';
import { HttpError, badRequest, forbidden, jsonResponse, notFound } from '../http/errors';
import { featureOn } from '../config';
import { useLink } from '../store/telegram-links';
import { users } from '../store/users';
import { BOT_REPLIES } from '../telegram/bot-replies';
import { linkChat } from '../telegram/link-chat';
import { tellChat } from '../telegram/tell-chat';

export const TELEGRAM_OFF = 'O envio de alertas pelo Telegram está desativado neste site.';
export const TELEGRAM_DENIED = 'Para configurar o Telegram você deve estar logado e ser assinante.';

/** The chat code the bot gives the user: free text, trimmed, one line. */
export const telegramCodeSchema = oneLineText('O código do Telegram', 64, {
  notText: 'Informe o código do Telegram.',
  tooLong: 'O código do Telegram pode ter no máximo 64 caracteres.',
}).min(1, { error: 'Informe o código do Telegram.' });

const body = withoutOperatorKeys(
  z.object({ id: telegramCodeSchema, active: z.boolean({ error: 'O campo ativo deve ser verdadeiro ou falso.' }) }),
);

export const TELEGRAM_CODE_REFUSED =
  'Código inválido, usado ou expirado. Envie /start ao nosso robô no Telegram para receber um novo.';

/**
 * POST /api/saveTelegram {id, active} → {telegram}: the caller's Telegram chat for alert messages. `id` is the
 * one-time code the bot answered to /start (never a raw chat id, which anyone could type to take someone
 * else's chat), or the chat already linked, to switch its alerts on or off.
 */
export const saveTelegram = defineFunction({
  name: 'saveTelegram',
  methods: {
    POST: method({
      access: 'telegram:use',
      deniedMessage: TELEGRAM_DENIED,
      body,
      handler: async ({ caller, body: setting, store, now }) => {
        if (!caller) throw new Error('policy access without caller');
        if (!featureOn('telegram')) throw new HttpError(503, TELEGRAM_OFF);
        const user = await users(store).findOne({ _id: caller.userId }, { projection: { telegram: 1 } });
        if (!user) throw notFound('Usuário não encontrado.');
        // Without a linked chat every id is a code.
        const usesCode = setting.id !== user.telegram?.id;
        let chatId = user.telegram?.id ?? '';
        if (usesCode) {
          const use = await useLink(store, 'code', setting.id.toUpperCase(), now);
          if (!use.ok) throw badRequest(TELEGRAM_CODE_REFUSED);
          chatId = use.link.chatId ?? '';
        }
        const telegram = await linkChat(store, caller.userId, chatId, setting.active, now);
        if (!telegram) throw forbidden(TELEGRAM_DENIED);
        // The chat that sent /start learns it is linked, as with the one-tap link (whose answer goes in the webhook's reply).
        if (usesCode)
          await tellChat(
            store,
            {
              userId: caller.userId,
              chatId: telegram.id,
              text: telegram.active ? BOT_REPLIES.linked : BOT_REPLIES.linkedPaused,
            },
            now,
          );
        return jsonResponse(200, { telegram });
      },
    }),
  },
});
