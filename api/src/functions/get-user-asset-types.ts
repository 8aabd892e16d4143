import { z } from 'zod';
import { ASSET_TYPE_LABEL, ASSET_TYPES, CATEGORIES, type AssetType } from '@agulhadas/domain/categories';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse } from '../http/errors';
import { userAssets } from '../store/user-assets';
import { OWN_ASSETS_VIP_ONLY } from '@agulhadas/domain/own-assets';

const query = z.object({ userassets: z.enum(['true', '1']) });

export interface UserAssetType {
  label: string;
  exchanges: string;
  assetType: string;
}

const isAssetType = (value: string): value is AssetType => (ASSET_TYPES as readonly string[]).includes(value);

/** A known category keeps its bar label; anything else reads 'EXCHANGE tipo', the type in Portuguese. */
function labelOf(exchange: string, assetType: string): string {
  const known = CATEGORIES.find((category) => category.exchanges === exchange && category.assetType === assetType);
  return known ? known.label : `${exchange} ${isAssetType(assetType) ? ASSET_TYPE_LABEL[assetType] : assetType}`;
}

/** GET /api/getUserAssetTypes?userassets=true → the distinct exchange/type pairs of the VIP's own assets. */
export const getUserAssetTypes = defineFunction({
  name: 'getUserAssetTypes',
  methods: {
    GET: method({
      access: 'userAssets:use',
      deniedMessage: OWN_ASSETS_VIP_ONLY,
      query,
      handler: async ({ caller, store }) => {
        if (!caller) throw new Error('policy access without caller');
        const docs = await userAssets(store)
          .find({ userId: caller.userId }, { projection: { exchange: 1, assetType: 1 } })
          .toArray();
        const seen = new Map<string, UserAssetType>();
        for (const doc of docs) {
          const key = `${doc.exchange}|${doc.assetType}`;
          if (!seen.has(key))
            seen.set(key, {
              label: labelOf(doc.exchange, doc.assetType),
              exchanges: doc.exchange,
              assetType: doc.assetType,
            });
        }
        const types = [...seen.values()].sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
        return jsonResponse(200, types);
      },
    }),
  },
});
