import { z } from 'zod';
import { ASSET_TYPES } from '../../../src/domain/categories';

/**
 * What a VIP's own robot adds to a candle item (docs/robot.md, "Own assets"): how the asset reads on /appuser. Sent
 * with the first candles of an asset (later ones may leave them out); the candles themselves are the ingest item's.
 */
export const ownAssetFieldsSchema = z.object({
  nome: z.string().trim().min(1).max(80).optional(),
  assetType: z.enum(ASSET_TYPES).optional(),
});

/** A VIP keeps at most this many own assets: a private watch list, not a second universe. */
export const MAX_OWN_ASSETS = 200;
