import { defineFunction, method } from '../http/define-function';
import { jsonResponse } from '../http/errors';
import { deliveryOverview } from '../services/admin/delivery-overview';

/**
 * GET /api/backoffice/deliveries (admins): the Entregas screen. Per channel the backlog, the oldest due message and
 * the last hour's sent, 429, failed and expired; the robot's last round with its refused items; the failed e-mails.
 */
export const backofficeDeliveries = defineFunction({
  name: 'backofficeDeliveries',
  route: 'backoffice/deliveries',
  methods: {
    GET: method({
      access: 'admin',
      handler: async ({ store, now }) => jsonResponse(200, await deliveryOverview(store, now)),
    }),
  },
});
