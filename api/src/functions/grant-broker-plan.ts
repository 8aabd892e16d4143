import { z } from 'zod';
import { oneLineText } from '@agulhadas/domain/validation/text-schemas';
import { adminKeyMatches } from '../http/admin-key';
import { defineFunction, method } from '../http/define-function';
import { badRequest, jsonResponse, notFound, unauthorized } from '../http/errors';
import { grantBrokerLevel, removeBrokerLevel } from '../services/billing/broker-grants';
import { unixSeconds } from '../services/billing/calendar';

/** Brasília has kept UTC-3 all year since 2019. */
const BRASILIA_OFFSET_HOURS = 3;

/** A date alone means the whole of that day in Brasília: access ends at its last second there (shown as that day). */
function expiryOf(expiresAt: string): number {
  if (expiresAt.includes('T')) return unixSeconds(new Date(expiresAt));
  const [year, month, day] = expiresAt.split('-').map(Number);
  return Date.UTC(year, month - 1, day + 1, BRASILIA_OFFSET_HOURS) / 1000 - 1;
}

const body = z
  .object({
    email: z.email({ error: 'Informe um e-mail válido.' }).max(200, { error: 'E-mail longo demais.' }),
    action: z.enum(['grant', 'remove'], { error: "A ação deve ser 'grant' (conceder) ou 'remove' (remover)." }),
    expiresAt: z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'Data de expiração inválida: use AAAA-MM-DD.' }).optional(),
    /** Who is acting, for the audit log (the admin key is shared). */
    admin: oneLineText('O nome do administrador', 80).min(1).optional(),
  })
  .refine((request) => request.action === 'remove' || request.expiresAt !== undefined, { error: 'Informe a data de expiração para conceder o plano.' });

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
        if (!adminKeyMatches(request.headers.get('x-admin-key'))) throw unauthorized('Chave de administração inválida.');
        const by = admin ?? 'admin-key';
        if (action === 'remove') {
          const outcome = await removeBrokerLevel(store, { email, by }, now);
          if (outcome.status === 'nothing-to-remove') throw notFound('Este e-mail não tem plano VIPCORRETORA para remover.');
          return jsonResponse(200, outcome);
        }
        const expiry = expiryOf(expiresAt ?? '');
        if (!Number.isFinite(expiry) || expiry <= unixSeconds(now)) throw badRequest('A data de expiração precisa ser futura.');
        return jsonResponse(200, await grantBrokerLevel(store, { email, expiry, by }, now));
      },
    }),
  },
});
