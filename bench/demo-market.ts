/**
 * The demo market against a real one (prints figures, asserts nothing; the asserting tests are
 * tests/robot/demo-market.test.ts and tests/robot/demo-market-realism.test.ts): for the whole universe, the median
 * absolute daily and weekly move per asset type, the widest high/low over each daily and weekly chart of 300 candles,
 * needles per 1 000 daily candles beside the real S&P 500's, and the share of candles outside market hours, each
 * beside its goal.
 * Run alone: npm run bench -- demo-market
 */
import { DAILY_MOVE } from '../robot/src/sources/demo/daily-shapes';
import { createDemoSource } from '../robot/src/sources/demo/demo-source';
import { toSourceAsset, type SourceAsset } from '../robot/src/sources/source';
import { loadUniverse } from '../api/src/seed/universe';
import { ASSET_TYPES, type AssetType } from '@agulhadas/domain/categories';
import { MARKET_HOURS } from '@agulhadas/domain/market-hours';
import type { Candle } from '@agulhadas/domain/reading';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import {
  absoluteMoves,
  DAILY_MOVE_GOALS,
  DEMO_MARKET_GOALS,
  median,
  needlesPerThousand,
  outsideHours,
  widestRange,
} from '../tests/support/demo-market-figures';
import { loadSp500Candles } from '../tests/support/sp500-candles';

const CHART = 300;
/** Daily candles per asset the needle count runs over (more than a chart, for a steadier rate). */
const NEEDLE_DAYS = 1000;

const pct = (x: number, digits = 2) => `${(100 * x).toFixed(digits)} %`;
const line = (name: string, value: string, goal: string, ok: boolean) =>
  console.log(`  ${name.padEnd(44)} ${value.padEnd(26)} goal ${goal.padEnd(18)} ${ok ? 'ok' : 'MISSED'}`);

export async function run(): Promise<void> {
  const source = createDemoSource();
  const now = new Date();
  const universe: SourceAsset[] = loadUniverse().map((item) => toSourceAsset({ ...item, sourceSymbol: null }));
  const history = async (asset: SourceAsset, timeframe: Timeframe, count: number): Promise<Candle[]> =>
    (await source.history(asset, timeframe, count, now)).candles;
  console.log(`demo market on ${universe.length} assets, ${now.toISOString()}: daily and weekly charts of ${CHART} candles`);

  const moves = { D: new Map<AssetType, number[]>(), W: new Map<AssetType, number[]>() };
  const widest = { D: { ratio: 0, asset: '' }, W: { ratio: 0, asset: '' } };
  const outside = { candles: 0, of: 0 };
  let [needles, needleCandles] = [0, 0];
  for (const asset of universe) {
    const hours = MARKET_HOURS[asset.marketHours];
    for (const timeframe of ['D', 'W'] as const) {
      const candles = await history(asset, timeframe, CHART);
      const list = moves[timeframe].get(asset.assetType) ?? [];
      list.push(...absoluteMoves(candles));
      moves[timeframe].set(asset.assetType, list);
      const ratio = widestRange(candles);
      if (ratio > widest[timeframe].ratio) widest[timeframe] = { ratio, asset: asset.asset };
    }
    for (const timeframe of ['15', '60', 'D', 'W'] as const) {
      const candles = await history(asset, timeframe, timeframe === '15' ? CHART : 120);
      outside.candles += outsideHours(candles, timeframe, hours);
      outside.of += candles.length;
    }
    const counted = needlesPerThousand(await history(asset, 'D', NEEDLE_DAYS));
    needles += counted.needles;
    needleCandles += counted.candles;
  }

  console.log('median absolute move per asset type (daily · weekly):');
  for (const type of ASSET_TYPES) {
    const daily = median(moves.D.get(type) ?? []);
    const weekly = median(moves.W.get(type) ?? []);
    const [low, high] = DAILY_MOVE_GOALS[type];
    line(`${type} (aim ${pct(DAILY_MOVE[type], 2)})`, `${pct(daily)} · ${pct(weekly)}`, `${pct(low, 2)}–${pct(high, 2)}`, daily >= low && daily <= high);
  }
  console.log('widest high/low over one chart of the universe:');
  for (const timeframe of ['D', 'W'] as const)
    line(
      `${timeframe === 'D' ? 'daily' : 'weekly'}, ${CHART} candles`,
      `×${widest[timeframe].ratio.toFixed(2)} (${widest[timeframe].asset})`,
      `≤ ×${DEMO_MARKET_GOALS.widestRange}`,
      widest[timeframe].ratio <= DEMO_MARKET_GOALS.widestRange,
    );
  const sp500 = needlesPerThousand(loadSp500Candles());
  const demo = (1000 * needles) / needleCandles;
  const [least, most] = DEMO_MARKET_GOALS.needleRatio;
  console.log('needles per 1 000 daily candles:');
  line('real S&P 500 (2000–2020 fixture)', `${sp500.perThousand.toFixed(1)} (${sp500.needles}/${sp500.candles})`, '', true);
  line(
    `demo, ${NEEDLE_DAYS} days × ${universe.length} assets`,
    `${demo.toFixed(1)} (×${(demo / sp500.perThousand).toFixed(2)})`,
    `×${least}–×${most} of S&P`,
    demo >= least * sp500.perThousand && demo <= most * sp500.perThousand,
  );
  console.log('market hours:');
  line('candles outside them (15, 60, D, W)', `${outside.candles} of ${outside.of} (${pct(outside.candles / outside.of)})`, '0', outside.candles === 0);
}
