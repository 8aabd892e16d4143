import { z } from 'zod';
import { oneLineText } from '@agulhadas/domain/validation/text-schemas';
import { adminKeyMatches } from '../http/admin-key';
import { defineFunction, method } from '../http/define-function';
import { badRequest, jsonResponse, notFound, unauthorized } from '../http/errors';
import { grantBrokerLevel, removeBrokerLevel } from '../services/billing/broker-grants';
import { futureExpiry, grantExpirySchema } from '../services/billing/grant-expiry';

const body = z
  .object({
    email: z.email({ error: 'Informe um e-mail válido.' }).max(200, { error: 'E-mail longo demais.' }),
    action: z.enum(['grant', 'remove'], { error: "A ação deve ser 'grant' (conceder) ou 'remove' (remover)." }),
    expiresAt: grantExpirySchema.optional(),
    /** Who is acting, for the audit log (the admin key is shared). */
    admin: oneLineText('O nome do administrador', 80).min(1).optional(),
  })
  .refine((request) => request.action === 'remove' || request.expiresAt !== undefined, {
    error: 'Informe a data de expiração para conceder o plano.',
  });

/**
 * POST /api/grantBrokerPlan {email, action: 'grant'|'remove', expiresAt?, admin?}, header x-admin-key: an admin grants
 * VIPCORRETORA (a plan subsidised by a partner broker) to an e-mail until a date, or ends it now. An e-mail without an
 * account gets it at its first sign-in. Every change is audited (`audit_log`).
 */
export const grantBrokerPlan = defineFunction({
  name: 'grantBrokerPlan',
  methods: {
    POST: method({
      access: 'self',
      body,
      maxBodyBytes: 2048,
      handler: async ({ request, body: { email, action, expiresAt, admin }, store, now }) => {
        if (!adminKeyMatches(request.headers.get('x-admin-key')))
          throw unauthorized('Chave de administração inválida.');
        const by = admin ?? 'admin-key';
        if (action === 'remove') {
          const outcome = await removeBrokerLevel(store, { email, by }, now);
          if (outcome.status === 'nothing-to-remove')
            throw notFound('Este e-mail não tem plano VIPCORRETORA para remover.');
          return jsonResponse(200, outcome);
        }
        const expiry = futureExpiry(expiresAt ?? '', now);
        if (expiry === null) throw badRequest('A data de expiração precisa ser futura.');
        return jsonResponse(200, await grantBrokerLevel(store, { email, expiry, by }, now));
      },
    }),
  },
});
