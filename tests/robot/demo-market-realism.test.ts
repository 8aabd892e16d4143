import { createDemoSource } from '../../robot/src/sources/demo/demo-source';
import { toSourceAsset, type SourceAsset } from '../../robot/src/sources/source';
import { loadUniverse } from '../../api/src/seed/universe';
import { ASSET_TYPES, type AssetType } from '@agulhadas/domain/categories';
import { MARKET_HOURS } from '@agulhadas/domain/market-hours';
import {
  absoluteMoves,
  DAILY_MOVE_GOALS,
  DEMO_MARKET_GOALS,
  median,
  needlesPerThousand,
  outsideHours,
  widestRange,
} from '../support/demo-market-figures';
import { loadSp500Candles } from '../support/sp500-candles';

/**
 * The demo market measured as a trader would see it, on up to thirty assets of each type (the benchmark,
 * bench/demo-market.ts, measures all of it): the size of the daily move per asset type, charts that stay near the
 * asset's level, needles about as often as on the real S&P 500, and no candle outside market hours.
 */
jest.setTimeout(120_000);

const NOW = new Date('2026-11-25T19:07:30Z');
/** Enough assets of each type that a median is the type's, not one asset's stretch of calm or crisis. */
const PER_TYPE = 30;
const sample: SourceAsset[] = ASSET_TYPES.flatMap((type) =>
  loadUniverse()
    .filter((item) => item.assetType === type)
    .slice(0, PER_TYPE)
    .map((item) => toSourceAsset({ ...item, sourceSymbol: null })),
);
const source = createDemoSource();
const history = async (asset: SourceAsset, timeframe: '15' | '60' | 'D' | 'W', count: number) =>
  (await source.history(asset, timeframe, count, NOW)).candles;

describe('the demo market, measured', () => {
  it('moves each asset type by its usual daily size, and no chart of 300 daily or weekly candles spans more than ×8', async () => {
    const moves = new Map<AssetType, number[]>();
    for (const asset of sample) {
      const days = await history(asset, 'D', 300);
      moves.set(asset.assetType, [...(moves.get(asset.assetType) ?? []), ...absoluteMoves(days)]);
      for (const candles of [days, await history(asset, 'W', 300)])
        expect({ asset: asset.asset, range: widestRange(candles) <= DEMO_MARKET_GOALS.widestRange }).toEqual({
          asset: asset.asset,
          range: true,
        });
    }
    for (const type of ASSET_TYPES) {
      const [low, high] = DAILY_MOVE_GOALS[type];
      const middle = median(moves.get(type)!);
      expect([type, middle >= low && middle <= high, middle]).toEqual([type, true, middle]);
    }
  });

  it('forms needles about as often as the real S&P 500 (×0.5 to ×2 per 1 000 daily candles)', async () => {
    let [needles, candles] = [0, 0];
    for (const asset of sample) {
      const counted = needlesPerThousand(await history(asset, 'D', 1000));
      needles += counted.needles;
      candles += counted.candles;
    }
    const real = needlesPerThousand(loadSp500Candles()).perThousand;
    const [least, most] = DEMO_MARKET_GOALS.needleRatio;
    expect((1000 * needles) / candles / real).toBeGreaterThanOrEqual(least);
    expect((1000 * needles) / candles / real).toBeLessThanOrEqual(most);
  });

  it('has no candle outside its market’s hours', async () => {
    for (const asset of sample) {
      for (const timeframe of ['15', '60', 'D', 'W'] as const)
        expect({
          asset: asset.asset,
          timeframe,
          outside: outsideHours(await history(asset, timeframe, 120), timeframe, MARKET_HOURS[asset.marketHours]),
        }).toEqual({ asset: asset.asset, timeframe, outside: 0 });
    }
  });
});
