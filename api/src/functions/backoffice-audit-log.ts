import { z } from 'zod';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse } from '../http/errors';
import { AUDIT_ACTIONS, auditLog, NEWEST_FIRST, type AuditAction, type AuditLogDoc } from '../store/audit-log';
import { normalizeEmail } from '../store/promo-eligible';

/** Brasília has kept UTC-3 all year since 2019: a day typed in the filter is that day there. */
const BRASILIA_OFFSET_HOURS = 3;
const PAGE_SIZE = 50;

const day = z.iso.date({ error: 'Data inválida: use AAAA-MM-DD.' });

const query = z.object({
  /** The admin's e-mail or user id. */
  admin: z.string().trim().max(200).optional(),
  action: z.enum(AUDIT_ACTIONS as [AuditAction, ...AuditAction[]], { error: 'Ação desconhecida.' }).optional(),
  /** The e-mail of the person concerned. */
  email: z.string().trim().max(200).optional(),
  from: day.optional(),
  to: day.optional(),
  page: z.coerce
    .number({ error: 'Página inválida.' })
    .int({ error: 'Página inválida.' })
    .min(1, { error: 'Página inválida.' })
    .max(10_000)
    .default(1),
});

/** The first instant of a Brasília day, as stored (ISO, UTC). */
function dayStart(date: string, plusDays = 0): string {
  const [year, month, dayOfMonth] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, dayOfMonth! + plusDays, BRASILIA_OFFSET_HOURS)).toISOString();
}

type Filter = Partial<Record<keyof AuditLogDoc | '$or', unknown>>;

function filterOf(params: z.infer<typeof query>): Filter {
  const filter: Filter = {};
  // Plain equality on stored strings: what is typed is compared, never read as an operator or a pattern.
  if (params.admin)
    filter.$or = [{ adminUserId: params.admin }, { who: params.admin }, { who: normalizeEmail(params.admin) }];
  if (params.action) filter.what = params.action;
  if (params.email) filter.email = { $in: [...new Set([params.email, normalizeEmail(params.email)])] };
  const at: Record<string, string> = {};
  if (params.from) at.$gte = dayStart(params.from);
  if (params.to) at.$lt = dayStart(params.to, 1);
  if (Object.keys(at).length) filter.at = at;
  return filter;
}

/**
 * GET /api/backoffice/auditLog?admin=&action=&email=&from=&to=&page= (admins): the trail, newest first, 50 a page,
 * filtered by admin (e-mail or id), action, the person concerned and a range of Brasília days.
 */
export const backofficeAuditLog = defineFunction({
  name: 'backofficeAuditLog',
  route: 'backoffice/auditLog',
  methods: {
    GET: method({
      access: 'admin',
      query,
      handler: async ({ query: params, store }) => {
        const filter = filterOf(params);
        const [total, entries] = await Promise.all([
          auditLog(store).countDocuments(filter),
          auditLog(store)
            .find(filter, { sort: NEWEST_FIRST, skip: (params.page - 1) * PAGE_SIZE, limit: PAGE_SIZE })
            .toArray(),
        ]);
        return jsonResponse(200, { entries, page: params.page, pageSize: PAGE_SIZE, total });
      },
    }),
  },
});
