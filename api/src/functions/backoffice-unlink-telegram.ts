import { defineFunction, method } from '../http/define-function';
import { jsonResponse, notFound } from '../http/errors';
import { adminActor, requireCaller } from '../services/admin/admin-actor';
import { userIdBody } from '../services/admin/user-id-schema';
import { appendAudit } from '../store/audit-log';
import { users } from '../store/users';
import { BOT_REPLIES } from '../telegram/bot-replies';
import { tellChat } from '../telegram/tell-chat';
import { unlinkChat } from '../telegram/unlink-chat';

/**
 * POST /api/backoffice/unlinkTelegram {userId} (admins): the same as the person's own 'Desconectar' (no more alerts to
 * the chat, its queued messages dropped, the bot says so in the chat), for someone who lost the phone or the chat.
 */
export const backofficeUnlinkTelegram = defineFunction({
  name: 'backofficeUnlinkTelegram',
  route: 'backoffice/unlinkTelegram',
  methods: {
    POST: method({
      access: 'admin',
      body: userIdBody,
      maxBodyBytes: 1024,
      handler: async ({ body: { userId }, caller, store, now }) => {
        const user = await users(store).findOne({ _id: userId }, { projection: { email: 1 } });
        if (!user) throw notFound('Usuário não encontrado.');
        const chatId = await unlinkChat(store, userId);
        if (!chatId)
          return jsonResponse(200, { alreadyHandled: true, message: 'Nenhum Telegram estava conectado; nada mudou.' });
        await tellChat(store, { userId, chatId, text: BOT_REPLIES.disconnected }, now);
        await appendAudit(
          store,
          {
            ...adminActor(requireCaller(caller)),
            what: 'user-telegram-unlinked',
            email: user.email,
            userId,
            target: chatId,
            before: { chatId },
            after: { chatId: null },
          },
          now,
        );
        return jsonResponse(200, { alreadyHandled: false, message: 'Telegram desconectado. O chat foi avisado.' });
      },
    }),
  },
});
