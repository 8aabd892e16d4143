import type { AssetType } from '@agulhadas/domain/categories';
import type { MarketHoursKey } from '@agulhadas/domain/market-hours';
import { hashSeed, seededRandom } from '@agulhadas/domain/seeded-random';
import { SP500_DAY_UNIT, SP500_DAYS } from './sp500-days';

/**
 * The demo market's days: the real daily shapes of the S&P 500 (close-to-close move, high and low beyond the body),
 * replayed per asset from its own point of the series and rescaled to the asset type's usual daily move, with a slow
 * pull back to the asset's reference price so twenty years of trends do not compound into absurd levels. Real returns
 * bring what a trader recognises: calm and wild stretches, trends that come and go, gaps between them.
 */
export interface DayShape {
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface ShapedAsset {
  asset: string;
  assetType: AssetType;
  marketHours: MarketHoursKey;
  referencePrice: number;
}

/** Median absolute daily move of each asset type (the middle of what its real markets show). */
export const DAILY_MOVE: Record<AssetType, number> = {
  stock: 0.0125,
  fund: 0.0075,
  futures: 0.01,
  index: 0.0085,
  commodity: 0.0115,
  forex: 0.004,
  crypto: 0.024,
  cryptocfd: 0.024,
};

/**
 * Median opening gap (open against the previous close) as a share of the type's daily move. Stocks and funds gap on
 * nearly every day (news between sessions; a fund follows its holdings); futures trade almost around the clock, so
 * theirs are small. Forex, CFD indices and commodities only gap at the weekly open; crypto never closes.
 */
const GAP_SHARE: Record<AssetType, number> = {
  stock: 0.35,
  fund: 0.3,
  futures: 0.15,
  index: 0.3,
  commodity: 0.3,
  forex: 0.3,
  crypto: 0,
  cryptocfd: 0,
};
/** Markets whose only pause is the weekend: they gap at the weekly open, not every day. */
const WEEKLY_GAP_ONLY: ReadonlySet<MarketHoursKey> = new Set(['FX']);

/** How far, as a log move, an asset's price typically strays from its reference level. */
const TYPICAL_STRAY = 0.22;
/**
 * The pull grows with the square of the stray, so a long trend does not carry a chart to a tenth of its level; but it
 * never gives back more than this share of the stray in one day. Without that bound a stray of 1.5 (a crisis replayed
 * at crypto's size) was halved overnight: a daily candle of +75 %.
 */
const FAR_PULL = 0.25;
const MAX_PULL = 0.03;
/**
 * The real series' own volatility, as an exponential average of its squared moves over about this many days. Where it
 * runs above CALM_CEILING times its median, the replayed moves are scaled down to that ceiling: 2008 and March 2020
 * keep their shape (a wilder stretch) without four times the S&P's crash size landing on a coin.
 */
const VOL_DAYS = 20;
const CALM_CEILING = 1.6;
/**
 * A shock out of a calm stretch (the first day of a crash) is not calmed by a volatility that has not risen yet: each
 * replayed day's move is also bent softly under this many times the type's median move (tanh), and its wicks under
 * half of it. The S&P's worst day is twenty of its median days; at crypto's size that would be a day of −40 %.
 */
const SHOCK_LIMIT = 6;
const bend = (move: number, limit: number) => limit * Math.tanh(move / limit);

const parsed = SP500_DAYS.split(',').map((value) => Number(value) / SP500_DAY_UNIT);
const DAYS = parsed.length / 3;
const moveOf = (row: number) => parsed[row * 3]!;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const SP500_MEDIAN_MOVE = median(Array.from({ length: DAYS }, (_, row) => Math.abs(moveOf(row))));
const SP500_MOVE_SPREAD = Math.sqrt(
  Array.from({ length: DAYS }, (_, row) => moveOf(row) ** 2).reduce((sum, x) => sum + x, 0) / DAYS,
);

/** Per row of the series, the factor (at most 1) that brings its local volatility under the ceiling. */
const CALMING = (() => {
  const local: number[] = [];
  let variance = SP500_MOVE_SPREAD ** 2;
  for (let row = 0; row < DAYS; row += 1) {
    variance += (moveOf(row) ** 2 - variance) / VOL_DAYS;
    local.push(Math.sqrt(variance));
  }
  const ceiling = CALM_CEILING * median(local);
  return Float32Array.from(local, (vol) => Math.min(1, ceiling / vol));
})();
/** A replayed day's move, calmed where the real series ran wild. */
const calmMoveOf = (row: number) => moveOf(row) * CALMING[row]!;

interface Shaping {
  /** Where in the real series the asset's day 0 falls. */
  offset: number;
  scale: number;
  /** The largest log move a replayed day bends towards. */
  shockLimit: number;
  /** Share of the distance from the reference level given back each day. */
  pull: number;
  /** Log distance from the reference level at the close of each computed day, from day 0 on (single precision: a few thousand days of over a thousand assets). */
  strays: Float32Array;
  computed: number;
}

const shapings = new Map<string, Shaping>();

function shapingOf(asset: ShapedAsset): Shaping {
  let found = shapings.get(asset.asset);
  if (found) return found;
  const seed = hashSeed(asset.asset);
  // Assets of a type differ a little in size, as PETR4 and ITUB4 do (±15 %, inside every type's usual range).
  const scale = (DAILY_MOVE[asset.assetType] / SP500_MEDIAN_MOVE) * (0.85 + (((seed >>> 8) % 1000) / 1000) * 0.3);
  // A stationary spread of TYPICAL_STRAY: bigger movers are pulled back harder.
  const pull = Math.min(MAX_PULL, Math.max(0.002, (scale * SP500_MOVE_SPREAD) ** 2 / (2 * TYPICAL_STRAY ** 2)));
  found = {
    offset: seed % DAYS,
    scale,
    shockLimit: SHOCK_LIMIT * DAILY_MOVE[asset.assetType],
    pull,
    strays: new Float32Array(1024),
    computed: 0,
  };
  shapings.set(asset.asset, found);
  return found;
}

/** How many times the real series' moves an asset's days replay (its type's size and its own ±15 %). */
export function replayScale(asset: ShapedAsset): number {
  return shapingOf(asset).scale;
}

const rowOf = (shaping: Shaping, index: number) => (((shaping.offset + index) % DAYS) + DAYS) % DAYS;

function strayAt(shaping: Shaping, index: number): number {
  // Before day 0 the market rests at its reference level.
  if (index < 0) return 0;
  if (index >= shaping.strays.length) {
    const grown = new Float32Array(Math.max(index + 1, 2 * shaping.strays.length));
    grown.set(shaping.strays);
    shaping.strays = grown;
  }
  const { strays } = shaping;
  for (let i = shaping.computed; i <= index; i += 1) {
    const before = i === 0 ? 0 : strays[i - 1]!;
    const move = bend(shaping.scale * calmMoveOf(rowOf(shaping, i)), shaping.shockLimit);
    strays[i] = before * (1 - Math.min(MAX_PULL, shaping.pull + FAR_PULL * before * before)) + move;
  }
  shaping.computed = Math.max(shaping.computed, index + 1);
  return strays[index]!;
}

/**
 * The opening gap of day `index` as a log move: Laplace-distributed (most gaps small, a few large, as real ones are)
 * with the type's median size; zero for a market that does not pause before this day.
 */
function gapOf(asset: ShapedAsset, index: number): number {
  const share = GAP_SHARE[asset.assetType];
  // Day numbers of a market that closes count five a week from a Monday: 0 mod 5 opens the week.
  const pauses =
    asset.marketHours !== 'ALWAYS' && (!WEEKLY_GAP_ONLY.has(asset.marketHours) || ((index % 5) + 5) % 5 === 0);
  if (share === 0 || !pauses) return 0;
  const u = seededRandom(hashSeed(`${asset.asset}:gap:${index}`))() - 0.5;
  const laplace = -Math.sign(u) * Math.log(Math.max(1e-9, 1 - 2 * Math.abs(u)));
  return (share * DAILY_MOVE[asset.assetType] * laplace) / Math.LN2;
}

/** The day numbered `index` of the asset's market (trading-days.ts): opens at the previous close, moved by its gap. */
export function dayShape(asset: ShapedAsset, index: number): DayShape {
  const shaping = shapingOf(asset);
  const open = asset.referencePrice * Math.exp(strayAt(shaping, index - 1) + gapOf(asset, index));
  const close = asset.referencePrice * Math.exp(strayAt(shaping, index));
  const row = rowOf(shaping, index);
  const wicks = shaping.scale * CALMING[row]!;
  const high = Math.max(open, close) * Math.exp(bend(wicks * parsed[row * 3 + 1]!, shaping.shockLimit / 2));
  const low = Math.min(open, close) * Math.exp(-bend(wicks * parsed[row * 3 + 2]!, shaping.shockLimit / 2));
  return { open, high, low, close };
}
