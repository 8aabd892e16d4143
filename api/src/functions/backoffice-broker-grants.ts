import { z } from 'zod';
import { oneLineText } from '@agulhadas/domain/validation/text-schemas';
import { defineFunction, method } from '../http/define-function';
import { badRequest, jsonResponse } from '../http/errors';
import { adminActor, requireCaller } from '../services/admin/admin-actor';
import { listBrokerGrants } from '../services/admin/broker-grant-list';
import { grantBrokerLevel, removeBrokerLevel } from '../services/billing/broker-grants';
import { futureExpiry, grantExpirySchema } from '../services/billing/grant-expiry';

const email = z.email({ error: 'Informe um e-mail válido.' }).max(200, { error: 'E-mail longo demais.' });

/** Granting and extending are one call: a second grant to the same e-mail moves its date. */
const grantBody = z.object({
  email,
  /** The partner broker paying for the plan (one of /corretoras, or a new partner's name); a change of date may omit it. */
  corretora: oneLineText('A corretora', 60).trim().min(1, { error: 'Informe a corretora parceira.' }).optional(),
  expiresAt: grantExpirySchema,
});
const removeBody = z.object({ email });

/**
 * /api/backoffice/brokerGrants (admins): GET lists the VIPCORRETORA grants; POST {email, corretora, expiresAt} grants the plan
 * until that day in Brasília, or moves the date of an existing grant; DELETE {email} ends it now. The same service as
 * the `x-admin-key` route: the person is e-mailed and each change is audited, under the signed-in admin.
 */
export const backofficeBrokerGrants = defineFunction({
  name: 'backofficeBrokerGrants',
  route: 'backoffice/brokerGrants',
  methods: {
    GET: method({
      access: 'admin',
      handler: async ({ store, now }) => jsonResponse(200, { grants: await listBrokerGrants(store, now) }),
    }),
    POST: method({
      access: 'admin',
      body: grantBody,
      maxBodyBytes: 1024,
      handler: async ({ body, caller, store, now }) => {
        const expiry = futureExpiry(body.expiresAt, now);
        if (expiry === null) throw badRequest('A data de expiração precisa ser futura.');
        const { who, adminUserId } = adminActor(requireCaller(caller));
        const current = (await listBrokerGrants(store, now)).find(
          (grant) => grant.email === body.email.trim().toLowerCase(),
        );
        const broker = body.corretora ?? current?.broker ?? '';
        if (!broker) throw badRequest('Informe a corretora parceira.');
        if (current && current.state !== 'expired' && current.expiry === expiry && current.broker === broker)
          return jsonResponse(200, {
            alreadyHandled: true,
            message: 'Este e-mail já tem o plano até essa data; nada mudou.',
          });
        const outcome = await grantBrokerLevel(store, { email: body.email, expiry, by: who, adminUserId, broker }, now);
        const message =
          outcome.status === 'pending'
            ? 'Plano VIPCORRETORA concedido. Este e-mail ainda não tem conta: o plano começa no primeiro login.'
            : current
              ? 'Validade do plano VIPCORRETORA alterada. A pessoa foi avisada por e-mail.'
              : 'Plano VIPCORRETORA concedido. A pessoa foi avisada por e-mail.';
        return jsonResponse(200, { alreadyHandled: false, message });
      },
    }),
    DELETE: method({
      access: 'admin',
      body: removeBody,
      maxBodyBytes: 1024,
      handler: async ({ body, caller, store, now }) => {
        const { who, adminUserId } = adminActor(requireCaller(caller));
        const outcome = await removeBrokerLevel(store, { email: body.email, by: who, adminUserId }, now);
        if (outcome.status === 'nothing-to-remove')
          return jsonResponse(200, {
            alreadyHandled: true,
            message: 'Este e-mail já não tem plano VIPCORRETORA; nada mudou.',
          });
        return jsonResponse(200, {
          alreadyHandled: false,
          message: 'Plano VIPCORRETORA removido. O acesso terminou agora.',
        });
      },
    }),
  },
});
