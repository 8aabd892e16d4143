import type { AssetType } from '@agulhadas/domain/categories';
import type { MarketHoursKey } from '@agulhadas/domain/market-hours';
import { hashSeed } from '@agulhadas/domain/seeded-random';
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

/** How far, as a log move, an asset's price typically strays from its reference level. */
const TYPICAL_STRAY = 0.22;
/**
 * The pull grows with the square of the stray: a crisis replayed at crypto's size (2008 at four times the S&P's
 * moves) would otherwise carry a chart to a tenth of its level; near the reference level it changes little.
 */
const FAR_PULL = 0.25;

const parsed = SP500_DAYS.split(',').map((value) => Number(value) / SP500_DAY_UNIT);
const DAYS = parsed.length / 3;
const moveOf = (row: number) => parsed[row * 3]!;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const SP500_MEDIAN_MOVE = median(Array.from({ length: DAYS }, (_, row) => Math.abs(moveOf(row))));
const SP500_MOVE_SPREAD = Math.sqrt(Array.from({ length: DAYS }, (_, row) => moveOf(row) ** 2).reduce((sum, x) => sum + x, 0) / DAYS);

interface Shaping {
  /** Where in the real series the asset's day 0 falls. */
  offset: number;
  scale: number;
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
  const pull = Math.min(0.05, Math.max(0.002, (scale * SP500_MOVE_SPREAD) ** 2 / (2 * TYPICAL_STRAY ** 2)));
  found = { offset: seed % DAYS, scale, pull, strays: new Float32Array(1024), computed: 0 };
  shapings.set(asset.asset, found);
  return found;
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
    strays[i] = before * (1 - Math.min(0.5, shaping.pull + FAR_PULL * before * before)) + shaping.scale * moveOf(rowOf(shaping, i));
  }
  shaping.computed = Math.max(shaping.computed, index + 1);
  return strays[index]!;
}

/** The day numbered `index` of the asset's market (trading-days.ts): opens at the previous close. */
export function dayShape(asset: ShapedAsset, index: number): DayShape {
  const shaping = shapingOf(asset);
  const open = asset.referencePrice * Math.exp(strayAt(shaping, index - 1));
  const close = asset.referencePrice * Math.exp(strayAt(shaping, index));
  const row = rowOf(shaping, index);
  const high = Math.max(open, close) * Math.exp(shaping.scale * parsed[row * 3 + 1]!);
  const low = Math.min(open, close) * Math.exp(-shaping.scale * parsed[row * 3 + 2]!);
  return { open, high, low, close };
}
