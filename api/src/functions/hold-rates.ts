import { z } from 'zod';
import { ASSET_KEY_PATTERN } from '@agulhadas/domain/favorites/favorite-lists';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse, notFound } from '../http/errors';
import { assets } from '../store/assets';
import { holdRates } from '../store/hold-rates';

const query = z.object({
  asset: z.string().max(80).regex(ASSET_KEY_PATTERN, 'Ativo inválido'),
});

/**
 * GET /api/holdRates?asset=EXCHANGE:SYMBOL: how often a needle seen before the close held at the close, for the
 * asset's market, per timeframe and lead (`rates[]`: timeframe, minutes, cases, held), as the daily refresh stored
 * them; `demo` when computed from the local demo market. The alert editor's 'Avisar antes do fechamento' quotes it.
 */
export const getHoldRates = defineFunction({
  name: 'holdRates',
  methods: {
    GET: method({
      access: 'user',
      query,
      handler: async ({ query: params, store }) => {
        const asset = await assets(store).findOne({ _id: params.asset });
        if (!asset) throw notFound('Ativo não encontrado.');
        const market = asset.marketHours ?? 'ALWAYS';
        const docs = await holdRates(store).find({ market }).toArray();
        return jsonResponse(200, {
          market,
          demo: docs.some((doc) => doc.demo),
          rates: docs.map(({ timeframe, minutes, cases, held }) => ({ timeframe, minutes, cases, held })),
        });
      },
    }),
  },
});
