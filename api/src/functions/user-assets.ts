import { z } from 'zod';
import { ASSET_KEY_PATTERN } from '@agulhadas/domain/favorites/favorite-lists';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse } from '../http/errors';
import { TIMEFRAMES } from '@agulhadas/domain/timeframes';
import { alerts } from '../store/alerts';
import { seriesId } from '../store/candles';
import { ownAssetId, userAssets, userCandleSeries } from '../store/user-assets';
import { OWN_ASSETS_VIP_ONLY } from '@agulhadas/domain/own-assets';

const body = z.object({ asset: z.string().max(80).regex(ASSET_KEY_PATTERN, 'Ativo inválido') });

/**
 * DELETE /api/userAssets {asset} → {result: {deleted}}: removes one of the VIP's own assets (idempotent), with its
 * candle series and the caller's alerts on it (they could never fire again).
 */
export const userAssetsFunction = defineFunction({
  name: 'userAssets',
  methods: {
    DELETE: method({
      access: 'userAssets:use',
      deniedMessage: OWN_ASSETS_VIP_ONLY,
      body,
      handler: async ({ caller, body: params, store }) => {
        if (!caller) throw new Error('policy access without caller');
        const result = await userAssets(store).deleteMany({ userId: caller.userId, asset: params.asset });
        if (result.deletedCount) {
          await userCandleSeries(store).deleteMany({
            _id: { $in: TIMEFRAMES.map((timeframe) => ownAssetId(caller.userId, seriesId(params.asset, timeframe))) },
          });
          await alerts(store).deleteMany({ userId: caller.userId, asset: params.asset });
        }
        return jsonResponse(200, { result: { deleted: result.deletedCount } });
      },
    }),
  },
});
