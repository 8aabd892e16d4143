import { defineFunction, method } from '../http/define-function';
import { jsonResponse } from '../http/errors';
import { waitlist } from '../store/waitlist';

/** More than a sold-out spell gathers; the screen says when the list is cut. */
const MAX_LISTED = 5000;

/**
 * GET /api/backoffice/waitlist (admins): who asked to be told when a sold-out plan opens again, oldest first (the
 * order in which they asked); the screen exports it as CSV.
 */
export const backofficeWaitlist = defineFunction({
  name: 'backofficeWaitlist',
  route: 'backoffice/waitlist',
  methods: {
    GET: method({
      access: 'admin',
      handler: async ({ store }) => {
        const [entries, total] = await Promise.all([
          waitlist(store)
            .find({}, { sort: { createdAt: 1 }, limit: MAX_LISTED })
            .toArray(),
          waitlist(store).countDocuments({}),
        ]);
        return jsonResponse(200, {
          entries: entries.map((entry) => ({
            nome: entry.nome,
            email: entry.email,
            plano: entry.plano,
            createdAt: entry.createdAt,
            updatedAt: entry.updatedAt,
          })),
          total,
        });
      },
    }),
  },
});
