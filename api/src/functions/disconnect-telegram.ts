import { z } from 'zod';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse, notFound } from '../http/errors';
import { BOT_REPLIES } from '../telegram/bot-replies';
import { tellChat } from '../telegram/tell-chat';
import { unlinkChat } from '../telegram/unlink-chat';

/** Nothing to say: the chat is the caller's own, never one named in the request. */
const body = z.strictObject({});

export const NOTHING_TO_DISCONNECT = 'Nenhum chat do Telegram está conectado a esta conta.';

/**
 * POST /api/disconnectTelegram → {telegram: null}: 'Desconectar' on /dispositivos. The caller's chat is forgotten
 * (no more alerts, and the buttons of earlier alerts no longer open the mini-page) and the bot tells the chat.
 * Any signed-in user may do it, whatever their plan: removing one's own link never needs a subscription.
 */
export const disconnectTelegram = defineFunction({
  name: 'disconnectTelegram',
  methods: {
    POST: method({
      access: 'user',
      body,
      handler: async ({ caller, store, now }) => {
        if (!caller) throw new Error('user access without caller');
        const chatId = await unlinkChat(store, caller.userId);
        if (!chatId) throw notFound(NOTHING_TO_DISCONNECT);
        await tellChat(store, { userId: caller.userId, chatId, text: BOT_REPLIES.disconnected }, now);
        return jsonResponse(200, { telegram: null });
      },
    }),
  },
});
