/**
 * The demo market against a real one (prints figures, asserts nothing; the asserting tests are
 * tests/robot/demo-market.test.ts and tests/robot/demo-market-realism.test.ts): for the whole universe, the median
 * absolute daily and weekly move per asset type, the widest high/low over each daily and weekly chart of 300 candles,
 * needles per 1 000 daily candles beside the real S&P 500's, and the share of candles outside market hours, each
 * beside its goal. Then the day-to-day sanity per class (B3 and US stocks, forex majors, indices, crypto, the rest by type):
 * median |daily move| beside its goal, the 2-year window volatility at its highest beside the real S&P 500's at each
 * asset's replay size, the share of days opening with a gap, and the worst daily and 15-minute candles over the last
 * 120 days (every asset measured; the ten worst per class printed, with the count over the limits).
 * Run alone: npm run bench -- demo-market
 */
import { DAILY_MOVE, replayScale } from '../robot/src/sources/demo/daily-shapes';
import { demoMarkets } from '../robot/src/sources/demo/demo-markets';
import { listingOf } from '../robot/src/sources/demo/underlyings';
import { createDemoSource } from '../robot/src/sources/demo/demo-source';
import { toSourceAsset, type SourceAsset } from '../robot/src/sources/source';
import { loadUniverse } from '../api/src/seed/universe';
import { ASSET_TYPES, type AssetType } from '@agulhadas/domain/categories';
import { MARKET_HOURS } from '@agulhadas/domain/market-hours';
import type { Candle } from '@agulhadas/domain/reading';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import {
  absoluteMoves,
  CANDLE_LIMITS,
  DAILY_MOVE_GOALS,
  DEMO_MARKET_GOALS,
  demoClassOf,
  gapShare,
  maxWindowVolatility,
  median,
  worstCandle,
  needlesPerThousand,
  outsideHours,
  widestRange,
} from '../tests/support/demo-market-figures';
import { loadSp500Candles } from '../tests/support/sp500-candles';

const CHART = 300;
/** Daily candles per asset the needle count runs over (more than a chart, for a steadier rate). */
const NEEDLE_DAYS = 1000;

const isCrypto = (type: AssetType) => type === 'crypto' || type === 'cryptocfd';
const pct = (x: number, digits = 2) => `${(100 * x).toFixed(digits)} %`;
const line = (name: string, value: string, goal: string, ok: boolean) =>
  console.log(`  ${name.padEnd(44)} ${value.padEnd(26)} goal ${goal.padEnd(18)} ${ok ? 'ok' : 'MISSED'}`);

export async function run(): Promise<void> {
  const source = createDemoSource();
  const now = new Date();
  const universe: SourceAsset[] = loadUniverse().map((item) => toSourceAsset({ ...item, sourceSymbol: null }));
  const history = async (asset: SourceAsset, timeframe: Timeframe, count: number): Promise<Candle[]> =>
    (await source.history(asset, timeframe, count, now)).candles;
  console.log(
    `demo market on ${universe.length} assets, ${now.toISOString()}: daily and weekly charts of ${CHART} candles`,
  );

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
    line(
      `${type} (aim ${pct(DAILY_MOVE[type], 2)})`,
      `${pct(daily)} · ${pct(weekly)}`,
      `${pct(low, 2)}–${pct(high, 2)}`,
      daily >= low && daily <= high,
    );
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
  line(
    'real S&P 500 (2000–2020 fixture)',
    `${sp500.perThousand.toFixed(1)} (${sp500.needles}/${sp500.candles})`,
    '',
    true,
  );
  line(
    `demo, ${NEEDLE_DAYS} days × ${universe.length} assets`,
    `${demo.toFixed(1)} (×${(demo / sp500.perThousand).toFixed(2)})`,
    `×${least}–×${most} of S&P`,
    demo >= least * sp500.perThousand && demo <= most * sp500.perThousand,
  );
  await sanity(universe, now);
  console.log('market hours:');
  line(
    'candles outside them (15, 60, D, W)',
    `${outside.candles} of ${outside.of} (${pct(outside.candles / outside.of)})`,
    '0',
    outside.candles === 0,
  );
}

/** Trading days in two years, and how many years of daily closes the window volatility runs over. */
const TWO_YEARS = 504;
const YEARS = 8;
const RECENT_DAYS = 120;
const WORST_SHOWN = 10;

interface ClassFigures {
  goal: readonly [number, number] | null;
  moves: number[];
  /** The asset whose 2-year window volatility comes nearest the real series' at its size (demo ÷ real). */
  vol: { ratio: number; asset: string; demo: number; real: number };
  gaps: number[];
  daily: Array<[string, number, number]>;
  quarter: Array<[string, number, number]>;
}

/**
 * Per class a trader judges the demo by: the median |daily move| beside its goal; the 2-year window volatility at its
 * highest beside the real S&P 500's at the asset's own replay size (the series it replays); the share of days opening
 * with a gap; and the worst daily and 15-minute candles of the last 120 days (every asset measured: the ten worst shown,
 * and how many pass the limits).
 */
export async function sanity(universe: readonly SourceAsset[], now: Date): Promise<void> {
  const source = createDemoSource();
  const markets = demoMarkets();
  const sp500 = loadSp500Candles();
  const sp500Vol = maxWindowVolatility(
    sp500.map((candle) => candle.close),
    TWO_YEARS,
  );
  const since = now.getTime() - RECENT_DAYS * 86_400_000;
  const byClass = new Map<string, ClassFigures>();
  for (const asset of universe) {
    const { name, goal } = demoClassOf(asset);
    const figures = byClass.get(name) ?? {
      goal,
      moves: [],
      vol: { ratio: 0, asset: '', demo: 0, real: 0 },
      gaps: [],
      daily: [],
      quarter: [],
    };
    byClass.set(name, figures);
    const days = (await source.history(asset, 'D', YEARS * (asset.marketHours === 'ALWAYS' ? 365 : 252), now)).candles;
    figures.moves.push(...absoluteMoves(days.slice(-CHART)));
    // A window of two calendar years: 730 days for a market that never closes.
    const demo = maxWindowVolatility(
      days.map((candle) => candle.close),
      asset.marketHours === 'ALWAYS' ? 730 : TWO_YEARS,
    );
    const real = sp500Vol * replayScale(listingOf(asset)?.underlying ?? asset);
    if (demo / real > figures.vol.ratio) figures.vol = { ratio: demo / real, asset: asset.asset, demo, real };
    const recent = days.filter((candle) => candle.time >= since);
    figures.gaps.push(gapShare(recent));
    const limits = isCrypto(asset.assetType)
      ? { daily: CANDLE_LIMITS.daily.crypto, quarter: CANDLE_LIMITS.quarter.crypto }
      : { daily: CANDLE_LIMITS.daily.other, quarter: CANDLE_LIMITS.quarter.other };
    figures.daily.push([asset.asset, worstCandle(recent).span, limits.daily]);
    // Straight from the market's path: the source hands out the same 15-minute candles, on its price tick.
    figures.quarter.push([asset.asset, worstCandle(markets.of(asset).bars(since, now.getTime())).span, limits.quarter]);
  }
  console.log(
    `day-to-day sanity per class (real S&P 500 2-year volatility at most ${pct(sp500Vol)}, times each asset's replay size):`,
  );
  for (const [name, figures] of [...byClass].sort(([a], [b]) => a.localeCompare(b))) {
    const middle = median(figures.moves);
    const goal = figures.goal;
    line(
      `${name}: median |daily move|`,
      pct(middle),
      goal ? `${pct(goal[0], 1)}–${pct(goal[1], 1)}` : '(by type above)',
      !goal || (middle >= goal[0] && middle <= goal[1]),
    );
    const { vol } = figures;
    line(
      `${name}: 2-year volatility ÷ real at its size`,
      `×${vol.ratio.toFixed(2)} (${vol.asset.split(':')[1]} ${pct(vol.demo)} vs ${pct(vol.real)})`,
      '≤ ×1',
      vol.ratio <= 1,
    );
    line(
      `${name}: days opening with a gap`,
      pct(median(figures.gaps), 0),
      name === 'crypto' ? '0 %' : 'most days / weekly',
      true,
    );
    for (const [label, list] of [
      [`worst daily candle, ${RECENT_DAYS} days`, figures.daily],
      ['worst 15-minute candle', figures.quarter],
    ] as const) {
      const sorted = [...list].sort((a, b) => b[1] - a[1]);
      const over = list.filter(([, span, limit]) => span > limit).length;
      line(
        `${name}: ${label}`,
        `${pct(sorted[0]![1], 1)}; ${over} of ${list.length} over`,
        `≤ ${pct(sorted[0]![2], 0)}`,
        over === 0,
      );
      console.log(
        `    ${sorted
          .slice(0, WORST_SHOWN)
          .map(([asset, span]) => `${asset.split(':')[1]} ${pct(span, 1)}`)
          .join(', ')}`,
      );
    }
  }
}
