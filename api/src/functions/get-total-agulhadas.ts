import { agulhadaTotals } from '../assets/agulhada-totals';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse } from '../http/errors';
import { notifications } from '../store/notifications';

const DAY_MS = 24 * 3600 * 1000;

/** GET /api/getTotalAgulhadas: buy/sell agulhada counts and the alerts fired in the last 24 h. */
export const getTotalAgulhadas = defineFunction({
  name: 'getTotalAgulhadas',
  methods: {
    GET: method({
      access: 'public',
      handler: async ({ store, now }) => {
        const [totals, totalRecentAlerts] = await Promise.all([
          agulhadaTotals(store, now),
          notifications(store).countDocuments({ timestamp: { $gte: new Date(now.getTime() - DAY_MS).toISOString() } }),
        ]);
        return jsonResponse(
          200,
          {
            agulhadas: [
              { direcao: 'compra', total: totals.compra },
              { direcao: 'venda', total: totals.venda },
            ],
            totalRecentAlerts,
          },
          { 'cache-control': 'public, max-age=60' },
        );
      },
    }),
  },
});
