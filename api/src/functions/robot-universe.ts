import { sourceOf } from '@agulhadas/domain/market-source';
import type { RobotUniverseAsset } from '@agulhadas/domain/robot/robot-universe';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse } from '../http/errors';
import { requireRobotKey } from '../http/robot-key';
import { loadUniverse } from '../seed/universe/index';
import { preCloseWatchedAssets } from '../store/alerts';
import { assets } from '../store/assets';

let references: Map<string, number> | null = null;
/** The seed's reference prices, for assets no round has priced yet. */
function referencePrices(): Map<string, number> {
  references ??= new Map(loadUniverse().map((item) => [item.asset, item.referencePrice]));
  return references;
}

/**
 * GET /api/robotUniverse (robot key, checked first): every asset the robot feeds, with its market hours, its source and
 * the symbol there (packages/domain/market-source.ts), and whether an enabled pre-close alert watches it (the robot's
 * pre-close rounds read only those). The universe lives in the product's store; the robot asks for it at
 * start and at every round, so an asset added to the store is read from the next round on.
 */
export const robotUniverse = defineFunction({
  name: 'robotUniverse',
  methods: {
    GET: method({
      access: 'self',
      handler: async ({ request, store }) => {
        requireRobotKey(request);
        const [docs, watched] = await Promise.all([
          assets(store)
            .find(
              {},
              {
                projection: {
                  _id: 1,
                  symbol: 1,
                  exchange: 1,
                  nome: 1,
                  assetType: 1,
                  marketHours: 1,
                  preco: 1,
                  baseAsset: 1,
                  quoteAsset: 1,
                },
                sort: { _id: 1 },
              },
            )
            .toArray(),
          preCloseWatchedAssets(store),
        ]);
        const answer: RobotUniverseAsset[] = docs.map((doc) => {
          const assignment = sourceOf(doc);
          return {
            asset: doc._id,
            nome: doc.nome,
            assetType: doc.assetType,
            marketHours: doc.marketHours ?? 'ALWAYS',
            source: assignment?.source ?? null,
            sourceSymbol: assignment?.sourceSymbol ?? null,
            referencePrice: doc.preco ?? referencePrices().get(doc._id) ?? 1,
            ...(doc.baseAsset ? { baseAsset: doc.baseAsset, quoteAsset: doc.quoteAsset } : {}),
            preCloseWatched: watched.has(doc._id),
          };
        });
        return jsonResponse(200, { assets: answer });
      },
    }),
  },
});
