import { config, featureOn } from '../config';
import { defineFunction, method } from '../http/define-function';
import { HttpError, jsonResponse, unauthorized } from '../http/errors';
import { readJsonBody } from '../http/read-body';
import { secretMatches } from '../http/secret-matches';
import { handleUpdate } from '../telegram/handle-update';
import { telegramUpdateSchema } from '../telegram/update-schema';

const MAX_UPDATE_BYTES = 64 * 1024;

/**
 * POST /api/telegramWebhook: the bot's updates, sent by Telegram with the secret `setWebhook` registered
 * (X-Telegram-Bot-Api-Secret-Token; anything else is 401). The reply goes back in the answer itself
 * (`{method: 'sendMessage', …}`, which Telegram executes), so the bot needs no outgoing call to answer.
 * Updates it cannot read or does not handle answer 200 and change nothing: a 5xx would make Telegram
 * resend them for hours.
 */
export const telegramWebhook = defineFunction({
  name: 'telegramWebhook',
  methods: {
    POST: method({
      access: 'self',
      handler: async ({ request, store, now }) => {
        if (!featureOn('telegram')) throw new HttpError(404, 'O robô do Telegram está desativado neste site.');
        if (!secretMatches(request.headers.get('x-telegram-bot-api-secret-token'), config().telegramWebhookSecret))
          throw unauthorized('Origem do webhook inválida.');
        // Telegram never sends more than a few kB; a body over the cap is not Telegram's (413).
        let json: unknown;
        try {
          json = await readJsonBody(request, MAX_UPDATE_BYTES);
        } catch (error) {
          if (error instanceof HttpError && error.status === 413) throw error;
          return jsonResponse(200, { ignored: 'JSON inválido' });
        }
        const update = telegramUpdateSchema.safeParse(json);
        if (!update.success) return jsonResponse(200, { ignored: 'atualização não reconhecida' });
        const reply = await handleUpdate(store, update.data, now);
        return jsonResponse(
          200,
          reply ? { method: 'sendMessage', chat_id: reply.chatId, text: reply.text } : { ignored: 'nada a fazer' },
        );
      },
    }),
  },
});
