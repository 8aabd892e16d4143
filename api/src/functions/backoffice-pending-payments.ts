import { defineFunction, method } from '../http/define-function';
import { jsonResponse } from '../http/errors';
import { pendingPayments } from '../services/admin/pending-payments';

/**
 * GET /api/backoffice/pendingPayments (admins): the PIX and crypto invoices waiting for a decision, oldest first,
 * with the payer's e-mail, the plan, the amount, the PIX txid or the gateway's order and the invoice's age.
 */
export const backofficePendingPayments = defineFunction({
  name: 'backofficePendingPayments',
  route: 'backoffice/pendingPayments',
  methods: {
    GET: method({
      access: 'admin',
      handler: async ({ store, now }) => jsonResponse(200, { payments: await pendingPayments(store, now) }),
    }),
  },
});
