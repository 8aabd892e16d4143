import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { allowedCharacters, multiLineText, oneLineText } from '@agulhadas/domain/validation/text-schemas';
import { featureOn } from '../config';
import { defineFunction, method } from '../http/define-function';
import { queueEmail } from '../services/email/queue-email';
import { HttpError, badRequest, jsonResponse } from '../http/errors';
import { outboxEmails } from '@agulhadas/delivery/queue/outbox-emails';

/** Templates a browser may ask for; anything else is refused (400). */
export const REQUESTABLE_TEMPLATES = ['Corretora'] as const;

/** Broker e-mails a user may queue per hour (the product's own e-mails to them do not count): enough for clicking every broker, not for flooding a mailbox. */
export const EMAILS_PER_HOUR = 10;

/** Fields of the 'Corretora' template. `email` and `userId` are accepted but replaced by the caller's. */
const corretoraData = z.object({
  email: oneLineText('O e-mail', 200).optional(),
  userId: oneLineText('O usuário', 128).optional(),
  nome: oneLineText('O nome', 120).min(1),
  corretora: oneLineText('O nome da corretora', 80).min(1),
  mudanca: multiLineText('A mudança de base', 500).default(''),
  link: z
    .url({ protocol: /^https$/, error: 'link deve ser https' })
    .max(500)
    .check(allowedCharacters('O link')),
});

const body = z.object({
  /** Ignored: the e-mail goes to the signed-in account's address. */
  email: oneLineText('O e-mail', 200).optional(),
  name: oneLineText('O nome', 120).min(1),
  subject: oneLineText('O assunto', 200).min(1),
  template: z.enum(REQUESTABLE_TEMPLATES, { error: 'Modelo de e-mail não permitido.' }),
  data: corretoraData,
});

/** POST /api/sendEmail: a templated e-mail to the signed-in user (and the team), queued in `outbox_emails` for the notifier to send. */
export const sendEmail = defineFunction({
  name: 'sendEmail',
  methods: {
    POST: method({
      access: 'user',
      body,
      maxBodyBytes: 8192,
      handler: async ({ caller, body: request, store, now }) => {
        if (!caller) throw new Error('user access without caller');
        if (!featureOn('email')) throw new HttpError(503, 'O envio de e-mails está desativado neste site.');
        if (!caller.email) throw badRequest('Sua conta não tem e-mail cadastrado.');
        const outbox = outboxEmails(store);
        const since = new Date(now.getTime() - 3600_000).toISOString();
        if (
          (await outbox.countDocuments({
            userId: caller.userId,
            template: request.template,
            createdAt: { $gte: since },
          })) >= EMAILS_PER_HOUR
        ) {
          throw new HttpError(429, 'Muitos e-mails enviados. Tente novamente mais tarde.', { 'retry-after': '3600' });
        }
        const { id } = await queueEmail(
          store,
          {
            template: request.template,
            // Each click is its own request for a broker link: a fresh id, never taken for a repeat.
            about: randomUUID(),
            to: caller.email,
            copySupport: true,
            name: request.name,
            userId: caller.userId,
            data: { ...request.data, assunto: request.subject, email: caller.email, userId: caller.userId },
          },
          now,
        );
        // The request never waits on SMTP: the notifier sends the e-mail (and retries it) within seconds.
        return jsonResponse(202, { status: 'queued', id });
      },
    }),
  },
});
