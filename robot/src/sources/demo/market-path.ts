import { bucketStart } from '@agulhadas/domain/candle-buckets';
import { MARKET_HOURS, type MarketHours } from '@agulhadas/domain/market-hours';
import type { Candle } from '@agulhadas/domain/reading';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { gaussian, hashSeed, seededRandom } from '@agulhadas/domain/seeded-random';
import { dayShape, type DayShape, type ShapedAsset } from './daily-shapes';
import { dayAtOrBefore, nextDay, previousDay, type TradingDay } from './trading-days';

/**
 * One demo market per asset: a price path at every second of its sessions, pure and deterministic from the asset and
 * the time, so every timeframe, the real-time trades and a restarted robot all see the same market. Each trading day
 * replays a real day's shape (daily-shapes.ts); inside it, a seeded bridge from the day's open to its close draws the
 * 15-minute candles, whose highest high and lowest low are the day's; inside each of those, a path through its open,
 * high, low and close gives the price at each second. Larger candles are folds of the 15-minute ones on the product's
 * grid, and nothing is drawn after the clock.
 */
export const BASE_MS = 15 * 60_000;
const SECONDS_PER_BAR = BASE_MS / 1000;

export interface MarketPath {
  readonly hours: MarketHours;
  /** The price at `time`, or null outside the market's sessions. */
  priceAt(time: number): number | null;
  /** The 15-minute candles opened from `from` to `now`, oldest first; one that holds `now` goes as far as `now`. */
  bars(from: number, now: number): Candle[];
  /** The last `count` candles of `timeframe` opened by `now` (the last is partial when it holds `now`). */
  candles(timeframe: Timeframe, count: number, now: number): Candle[];
  /**
   * The last `count` candles of a grid of the caller's (`bucketOf` a candle's open), drawn from candles of `minutes`:
   * 15-minute ones, or for 1 and 5 minutes the seconds inside them (the real-time feed's own timeframes).
   */
  grid(minutes: number, count: number, now: number, bucketOf: (time: number) => number): Candle[];
}

/** A 15-minute candle with the seconds at which it touched its high and its low. */
interface Bar extends Candle {
  highAt: number;
  lowAt: number;
}

/** Share of a bar's range its second-by-second path wanders around the straight line between its turning points. */
const SECOND_NOISE = 0.12;

/** A deterministic value in [-1, 1] for a second of a bar (a cheap integer hash: the real-time feed asks every second). */
function noise(seed: number, second: number): number {
  let x = (seed ^ Math.imul(second + 1, 0x9e3779b1)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return ((x ^ (x >>> 16)) >>> 0) / 0x7fffffff - 1;
}

/**
 * Size of the noise around a day's legs, as a share of the walk that would span the day's range in its bars: enough
 * that the 15-minute closes wander like a market's, not so much that the legs' direction is lost.
 */
const LEG_NOISE = 0.5;
/** A 15-minute candle's wicks beyond its body, as a share of that walk's step (at three sigmas, under one step). */
const WICK = 0.3;
/** Share of the extreme nearer the open that still comes second (a day that first runs against its opening side). */
const FAR_FIRST = 0.25;

/** `x` folded (reflected at the walls) into [low, high]: the walk keeps moving where a clamp would run flat. */
function reflect(x: number, low: number, high: number): number {
  const width = high - low;
  if (width <= 0) return low;
  const y = (((x - low) % (2 * width)) + 2 * width) % (2 * width);
  return low + (y > width ? 2 * width - y : y);
}

/**
 * The log prices at the day's bar boundaries: three legs (open to one extreme, to the other, to the close), each a
 * straight line plus a seeded Brownian bridge reflected inside the day's range, with bars shared among the legs by
 * their length (and a little chance). The path touches the day's high and low exactly, no bar carries a day's move,
 * and it never runs flat along an extreme.
 */
function dayPoints(shape: DayShape, count: number, random: () => number): number[] {
  const [open, close, high, low] = [shape.open, shape.close, shape.high, shape.low].map(Math.log) as [
    number,
    number,
    number,
    number,
  ];
  const width = high - low;
  const highFirst = high - open < open - low !== random() < FAR_FIRST;
  const stops = count < 3 ? [open, close] : highFirst ? [open, high, low, close] : [open, low, high, close];
  const weights = stops.slice(1).map((to, k) => (Math.abs(to - stops[k]!) + 0.05 * width) * (0.6 + 0.8 * random()));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const lengths = weights.map((w) => Math.max(1, Math.round((w / total) * count)));
  // Rounding may leave the legs a bar or two off the day's count: the longest leg absorbs it.
  const longest = lengths.indexOf(Math.max(...lengths));
  lengths[longest] = lengths[longest]! + count - lengths.reduce((sum, n) => sum + n, 0);
  const sigma = (LEG_NOISE * width) / (2 * Math.sqrt(count));
  const points = [open];
  lengths.forEach((n, k) => {
    const [from, to] = [stops[k]!, stops[k + 1]!];
    const walk = [0];
    for (let j = 1; j <= n; j += 1) walk.push(walk[j - 1]! + sigma * gaussian(random));
    for (let j = 1; j <= n; j += 1) {
      const bridge = walk[j]! - (walk[n]! * j) / n;
      points.push(j === n ? to : reflect(from + ((to - from) * j) / n + bridge, low, high));
    }
  });
  return points;
}

/** The 15-minute candles of one trading day: legs from its open to its close through its high and its low. */
function dayBars(asset: ShapedAsset, day: TradingDay, shape: DayShape): Bar[] {
  const count = Math.round((day.session.close - day.session.open) / BASE_MS);
  const random = seededRandom(hashSeed(`${asset.asset}:${day.index}`));
  const step = Math.log(shape.high / shape.low) / (2 * Math.sqrt(count));
  const clamp = (price: number) => Math.min(shape.high, Math.max(shape.low, price));
  const points = dayPoints(shape, count, random).map((log, i) =>
    i === 0 ? shape.open : i === count ? shape.close : clamp(Math.exp(log)),
  );
  const bars: Bar[] = [];
  for (let i = 0; i < count; i += 1) {
    const [open, close] = [points[i]!, points[i + 1]!];
    const wick = () => Math.exp(Math.abs(gaussian(random)) * step * WICK);
    bars.push({
      time: day.session.open + i * BASE_MS,
      open,
      close,
      high: clamp(Math.max(open, close) * wick()),
      low: clamp(Math.min(open, close) / wick()),
      highAt: 0,
      lowAt: 0,
    });
  }
  // The legs end exactly on the day's high and low; these bars hold them without a rounding error's difference.
  const top = bars.reduce((best, bar) => (bar.high > best.high ? bar : best), bars[0]!);
  const bottom = bars.reduce((best, bar) => (bar.low < best.low ? bar : best), bars[0]!);
  top.high = shape.high;
  bottom.low = shape.low;
  for (const bar of bars) {
    // Turning points inside the bar: the one nearer its open comes first.
    const [early, late] = [60 + Math.floor(random() * 360), 480 + Math.floor(random() * 360)];
    const highFirst = bar.high - bar.open < bar.open - bar.low;
    bar.highAt = highFirst ? early : late;
    bar.lowAt = highFirst ? late : early;
  }
  return bars;
}

/** The price at `second` of a bar: straight lines through open, high, low and close, with a little noise. */
function barPrice(bar: Bar, seed: number, second: number): number {
  if (second <= 0) return bar.open;
  // Called for every second of a forming candle across the universe: the segment is picked, no list of turns is built.
  const highFirst = bar.highAt < bar.lowAt;
  const [firstAt, firstPrice] = highFirst ? [bar.highAt, bar.high] : [bar.lowAt, bar.low];
  const [thenAt, thenPrice] = highFirst ? [bar.lowAt, bar.low] : [bar.highAt, bar.high];
  let [t0, p0, t1, p1] = [0, bar.open, firstAt, firstPrice];
  if (second > thenAt) [t0, p0, t1, p1] = [thenAt, thenPrice, SECONDS_PER_BAR, bar.close];
  else if (second > firstAt) [t0, p0, t1, p1] = [firstAt, firstPrice, thenAt, thenPrice];
  if (second === t1) return p1;
  const line = p0 + ((p1 - p0) * (second - t0)) / (t1 - t0);
  return Math.min(bar.high, Math.max(bar.low, line + SECOND_NOISE * (bar.high - bar.low) * noise(seed, second)));
}

/** The bar as it stood at `second` (its open, the price then, and the extremes reached so far). */
function barUntil(bar: Bar, seed: number, second: number): Candle {
  let [high, low] = [bar.open, bar.open];
  for (let s = 1; s <= second; s += 1) {
    const price = barPrice(bar, seed, s);
    high = Math.max(high, price);
    low = Math.min(low, price);
  }
  return { time: bar.time, open: bar.open, high, low, close: barPrice(bar, seed, second) };
}

const plain = (bar: Bar): Candle => ({
  time: bar.time,
  open: bar.open,
  high: bar.high,
  low: bar.low,
  close: bar.close,
});

/** The bar cut into candles of `minutes` from its seconds, as far as `until` seconds into it. */
function splitBar(bar: Bar, seed: number, minutes: number, until: number): Candle[] {
  const out: Candle[] = [];
  const span = minutes * 60;
  for (let start = 0; start < Math.min(until + 1, SECONDS_PER_BAR); start += span) {
    const first = barPrice(bar, seed, start);
    const candle = { time: bar.time + start * 1000, open: first, high: first, low: first, close: first };
    for (let s = start + 1; s <= Math.min(start + span, until); s += 1) {
      const price = barPrice(bar, seed, s);
      [candle.high, candle.low, candle.close] = [Math.max(candle.high, price), Math.min(candle.low, price), price];
    }
    out.push(candle);
  }
  return out;
}

/** Folds candles (oldest first) into buckets: same bucket widens, a new one opens. */
function fold(candles: readonly Candle[], bucketOf: (time: number) => number): Candle[] {
  const out: Candle[] = [];
  for (const candle of candles) {
    const time = bucketOf(candle.time);
    const last = out[out.length - 1];
    if (last && last.time === time)
      out[out.length - 1] = {
        time,
        open: last.open,
        high: Math.max(last.high, candle.high),
        low: Math.min(last.low, candle.low),
        close: candle.close,
      };
    else out.push({ ...candle, time });
  }
  return out;
}

/** Days whose bars were drawn lately, per asset: rounds and the real-time feed ask about today again and again. */
const DAYS_KEPT = 4;

export function marketPath(asset: ShapedAsset): MarketPath {
  const hours = MARKET_HOURS[asset.marketHours];
  const key = asset.marketHours;
  const drawn = new Map<number, Bar[]>();
  const seedOf = (bar: Bar) => hashSeed(`${asset.asset}:${bar.time}`);

  function barsOf(day: TradingDay): Bar[] {
    let found = drawn.get(day.index);
    if (!found) {
      if (drawn.size >= DAYS_KEPT) drawn.delete(drawn.keys().next().value!);
      found = dayBars(asset, day, dayShape(asset, day.index));
      drawn.set(day.index, found);
    }
    return found;
  }

  /** A day's bars opened by `now`, the last one as far as `now`. */
  function barsUntil(day: TradingDay, now: number): Candle[] {
    if (day.session.close <= now) return barsOf(day).map(plain);
    const out: Candle[] = [];
    for (const bar of barsOf(day)) {
      if (bar.time > now) break;
      out.push(
        bar.time + BASE_MS <= now ? plain(bar) : barUntil(bar, seedOf(bar), Math.floor((now - bar.time) / 1000)),
      );
    }
    return out;
  }

  /** A day's candles of 1 or 5 minutes opened by `now`, from its last `bars` 15-minute candles (a second costs a price). */
  function splitUntil(day: TradingDay, minutes: number, now: number, bars: number): Candle[] {
    return barsOf(day)
      .filter((bar) => bar.time <= now)
      .slice(-bars)
      .flatMap((bar) =>
        splitBar(
          bar,
          seedOf(bar),
          minutes,
          bar.time + BASE_MS <= now ? SECONDS_PER_BAR : Math.floor((now - bar.time) / 1000),
        ),
      );
  }

  /** A day's candle as of `now` (a closed day straight from its shape: the fold of its bars is that shape). */
  function dayCandle(day: TradingDay, now: number): Candle {
    if (day.session.close <= now) return { time: day.dayOpen, ...dayShape(asset, day.index) };
    return fold(barsUntil(day, now), () => day.dayOpen)[0]!;
  }

  /** Walks trading days back from the one at or before `now` until `count` + 1 buckets are met (the oldest may be cut). */
  function collect(
    count: number,
    now: number,
    ofDay: (day: TradingDay) => Candle[],
    bucketOf: (time: number) => number,
  ): Candle[] {
    const days: Candle[][] = [];
    let [buckets, earliest] = [0, Number.NaN];
    for (let day = dayAtOrBefore(key, now); buckets <= count; day = previousDay(key, day)) {
      const candles = ofDay(day);
      for (let i = candles.length - 1; i >= 0; i -= 1) {
        const bucket = bucketOf(candles[i]!.time);
        if (bucket !== earliest) [buckets, earliest] = [buckets + 1, bucket];
      }
      days.push(candles);
    }
    return fold(days.reverse().flat(), bucketOf).slice(-count);
  }

  return {
    hours,
    priceAt(time) {
      const day = dayAtOrBefore(key, time);
      if (time < day.session.open || time >= day.session.close) return null;
      const bar = barsOf(day)[Math.floor((time - day.session.open) / BASE_MS)]!;
      return barPrice(bar, seedOf(bar), Math.floor((time - bar.time) / 1000));
    },
    bars(from, now) {
      const out: Candle[] = [];
      let day = dayAtOrBefore(key, from);
      while (day.session.open <= now) {
        for (const bar of barsUntil(day, now)) if (bar.time >= from) out.push(bar);
        day = nextDay(key, day);
      }
      return out;
    },
    candles(timeframe, count, now) {
      if (timeframe === 'D')
        return collect(
          count,
          now,
          (day) => [dayCandle(day, now)],
          (time) => time,
        );
      if (timeframe === 'W')
        return collect(
          count,
          now,
          (day) => [dayCandle(day, now)],
          (time) => bucketStart(time, 'W', hours),
        );
      return collect(
        count,
        now,
        (day) => barsUntil(day, now),
        (time) => bucketStart(time, timeframe, hours),
      );
    },
    grid(minutes, count, now, bucketOf) {
      const bars = Math.ceil(((count + 1) * minutes) / 15) + 1;
      // A closed day inside one candle of the grid (a UTC day of B3, New York or crypto) is that candle's share whole.
      const whole = (day: TradingDay) =>
        day.session.close <= now && bucketOf(day.session.open) === bucketOf(day.session.close - BASE_MS);
      return collect(
        count,
        now,
        (day) =>
          minutes < 15 ? splitUntil(day, minutes, now, bars) : whole(day) ? [dayCandle(day, now)] : barsUntil(day, now),
        bucketOf,
      );
    },
  };
}
