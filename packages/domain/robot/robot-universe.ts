import { z } from '../validation/zod';
import { ASSET_TYPES } from '../categories';
import { MARKET_HOURS_KEYS, type MarketHoursKey } from '../market-hours';
import { MARKET_SOURCES } from '../market-source';

/** One asset as GET /api/robotUniverse answers it (docs/robot.md): what the robot needs to read and post it. */
export const robotUniverseAssetSchema = z.object({
  asset: z.string(),
  nome: z.string(),
  assetType: z.enum(ASSET_TYPES),
  marketHours: z.enum(MARKET_HOURS_KEYS as [MarketHoursKey, ...MarketHoursKey[]]),
  /** Null: no documented source reads this market; the robot reports it. */
  source: z.enum(MARKET_SOURCES).nullable(),
  sourceSymbol: z.string().nullable(),
  /** The last stored price, else the universe's reference: where a simulated market starts. */
  referencePrice: z.number().positive(),
  baseAsset: z.string().optional(),
  quoteAsset: z.string().optional(),
  /**
   * At least one enabled alert on this asset warns before a candle's close ('Avisar antes do fechamento'): the
   * robot's pre-close rounds read only these assets. Absent (an older API): false.
   */
  preCloseWatched: z.boolean().default(false),
});
export const robotUniverseSchema = z.object({ assets: z.array(robotUniverseAssetSchema) });

/** As parsed (`preCloseWatched` always present). */
export type RobotUniverseAsset = z.output<typeof robotUniverseAssetSchema>;
