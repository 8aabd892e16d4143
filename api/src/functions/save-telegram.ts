import { z } from 'zod';
import type { TelegramSetting } from '../../../src/domain/user-info';
import { withoutOperatorKeys } from '../alerts/alert-request-schemas';
import { defineFunction, method } from '../http/define-function';
import { HttpError, jsonResponse, notFound } from '../http/errors';
import { featureOn } from '../config';
import { users } from '../store/users';

export const TELEGRAM_OFF = 'O envio de alertas pelo Telegram está desativado neste site.';
export const TELEGRAM_DENIED = 'Para configurar o Telegram você deve estar logado e ser assinante.';

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001F\u007F-\u009F]/;

/** The chat code the bot gives the user: free text (spec 02 §5), trimmed, one line. */
export const telegramCodeSchema = z
  .string({ error: 'Informe o código do Telegram.' })
  .trim()
  .min(1, { error: 'Informe o código do Telegram.' })
  .max(64, { error: 'O código do Telegram pode ter no máximo 64 caracteres.' })
  .refine((code) => !CONTROL_CHARS.test(code), { error: 'O código do Telegram tem caracteres inválidos.' });

const body = withoutOperatorKeys(z.object({ id: telegramCodeSchema, active: z.boolean({ error: 'O campo ativo deve ser verdadeiro ou falso.' }) }));

/** POST /api/saveTelegram {id, active} → {telegram}: the caller's Telegram chat for alert messages. */
export const saveTelegram = defineFunction({
  name: 'saveTelegram',
  methods: {
    POST: method({
      access: 'telegram:use',
      deniedMessage: TELEGRAM_DENIED,
      body,
      handler: async ({ caller, body: setting, store }) => {
        if (!caller) throw new Error('policy access without caller');
        if (!featureOn('telegram')) throw new HttpError(503, TELEGRAM_OFF);
        const telegram: TelegramSetting = { id: setting.id, active: setting.active };
        const result = await users(store).updateOne({ _id: caller.userId }, { $set: { telegram } });
        if (result.matchedCount !== 1) throw notFound('Usuário não encontrado.');
        return jsonResponse(200, { telegram });
      },
    }),
  },
});
