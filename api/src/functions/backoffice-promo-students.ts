import { z } from 'zod';
import { multiLineText, oneLineText } from '@agulhadas/domain/validation/text-schemas';
import { defineFunction, method } from '../http/define-function';
import { badRequest, jsonResponse } from '../http/errors';
import { adminActor, requireCaller } from '../services/admin/admin-actor';
import { parseEmailList } from '../services/admin/email-list';
import {
  importPromoStudents,
  listPromoStudents,
  planImport,
  PROMO_PAGE_SIZE,
  removePromoStudent,
} from '../services/admin/promo-students';

/** The course team's lists run to a few thousand; 10 000 keeps one import a single bounded request. */
export const MAX_IMPORT_EMAILS = 10_000;
/** How many invalid entries a preview names (the count is always whole). */
const INVALID_SHOWN = 100;

const listQuery = z.object({
  busca: oneLineText('A busca', 200).default(''),
  page: z.coerce
    .number({ error: 'Página inválida.' })
    .int({ error: 'Página inválida.' })
    .min(1, { error: 'Página inválida.' })
    .max(10_000)
    .default(1),
});

const importBody = z.object({
  /** The pasted text or the uploaded file's content: one e-mail a line, or a CSV with an e-mail column. */
  lista: multiLineText('A lista', 1_000_000, { tooLong: 'Lista grande demais: envie até 10 000 e-mails por vez.' }),
  /** true: answer the counts and change nothing. */
  previa: z.boolean().default(false),
});

const removeBody = z.object({
  email: oneLineText('O e-mail', 200, { tooLong: 'E-mail longo demais.' }).min(1, { error: 'Informe o e-mail.' }),
});

/**
 * /api/backoffice/promoStudents (admins): the course students entitled to the 30-day VIP30 promo. GET ?busca&page
 * lists them (newest first, 50 a page, with whether the promo was used); POST {lista, previa} previews or imports a
 * list (one trail entry per import, with its counts); DELETE {email} takes one off.
 */
export const backofficePromoStudents = defineFunction({
  name: 'backofficePromoStudents',
  route: 'backoffice/promoStudents',
  methods: {
    GET: method({
      access: 'admin',
      query: listQuery,
      handler: async ({ query: { busca, page }, store }) =>
        jsonResponse(200, { ...(await listPromoStudents(store, busca, page)), page, pageSize: PROMO_PAGE_SIZE }),
    }),
    POST: method({
      access: 'admin',
      body: importBody,
      maxBodyBytes: 1_100_000,
      handler: async ({ body: { lista, previa }, caller, store, now }) => {
        const list = parseEmailList(lista);
        if (list.emails.length + list.invalid.length === 0)
          throw badRequest('A lista está vazia: cole ou envie os e-mails, um por linha.');
        if (list.emails.length > MAX_IMPORT_EMAILS)
          throw badRequest('Lista grande demais: envie até 10 000 e-mails por vez.');
        if (previa) {
          const plan = await planImport(store, list);
          return jsonResponse(200, { ...plan.counts, invalidShown: plan.invalid.slice(0, INVALID_SHOWN) });
        }
        const counts = await importPromoStudents(store, list, adminActor(requireCaller(caller)), now);
        const message =
          counts.added === 0
            ? 'Nenhum e-mail novo; nada mudou.'
            : `${counts.added} ${counts.added === 1 ? 'e-mail importado' : 'e-mails importados'}.`;
        return jsonResponse(200, { ...counts, alreadyHandled: counts.added === 0, message });
      },
    }),
    DELETE: method({
      access: 'admin',
      body: removeBody,
      maxBodyBytes: 1024,
      handler: async ({ body: { email }, caller, store, now }) => {
        const removed = await removePromoStudent(store, email, adminActor(requireCaller(caller)), now);
        if (!removed)
          return jsonResponse(200, { alreadyHandled: true, message: 'Este e-mail já não está na lista; nada mudou.' });
        return jsonResponse(200, { alreadyHandled: false, message: 'E-mail removido da lista da promoção.' });
      },
    }),
  },
});
