import { defineFunction, method } from '../http/define-function';
import { jsonResponse } from '../http/errors';
import { notifications } from '../store/notifications';
import { stats } from '../store/stats';

const DAY_MS = 24 * 3600 * 1000;

/** GET /api/getTotalAgulhadas (spec 01 §7): buy/sell agulhada counts and the alerts fired in the last 24 h. */
export const getTotalAgulhadas = defineFunction({
  name: 'getTotalAgulhadas',
  methods: {
    GET: method({
      access: 'public',
      handler: async ({ store, now }) => {
        const [totals, totalRecentAlerts] = await Promise.all([
          stats(store).findOne({ _id: 'agulhadas' }),
          notifications(store).countDocuments({ timestamp: { $gte: new Date(now.getTime() - DAY_MS).toISOString() } }),
        ]);
        return jsonResponse(
          200,
          {
            agulhadas: [
              { direcao: 'compra', total: totals?.compra ?? 0 },
              { direcao: 'venda', total: totals?.venda ?? 0 },
            ],
            totalRecentAlerts,
          },
          { 'cache-control': 'public, max-age=60' },
        );
      },
    }),
  },
});
