import { bucketStart, lastBucketStart, previousBucketStart } from '../../../../src/domain/candle-buckets';
import { isMarketOpen, MARKET_HOURS, type MarketHours } from '../../../../src/domain/market-hours';
import type { Candle } from '../../../../src/domain/reading';
import { TIMEFRAME_MINUTES, type Timeframe } from '../../../../src/domain/timeframes';
import { hashSeed, seededRandom, type Random } from '../../../../src/lib/seeded-random';
import type { MarketSource, SourceAsset, SourceCandle } from '../source';
import { demoTrades, type DemoTradeOptions } from './demo-trades';
import { backfill, createProcess, gaussianStep, stepCandle, VOLATILITY_15M, type PriceProcess } from './price-process';
import { gridDecimals, onTick } from './price-tick';

/**
 * The demo market (the default of `npm start`): synthetic candles for the whole universe on the wall clock. Every call
 * to `latest` moves each asset's forming 15-minute candle by the time elapsed since the previous call and closes it when
 * the real clock enters the next 15 minutes, so nothing is ever dated after the clock. It continues from the candle the
 * product holds: a restart picks up the market the user saw, filling the hours it was off with closed candles. Each
 * asset trades in its market's sessions only: outside them no candle forms, and the last one is sent closed once, so a
 * closed market reads as closed (not 'em formação') until its next session.
 */
const BASE_MS = 15 * 60_000;
/** A restart after a long stop fills at most this many 15-minute candles (the product keeps 300). */
const MAX_FILL = 300;

interface DemoAsset {
  process: PriceProcess;
  random: Random;
  turn: number;
  /** The 15-minute candle forming now, or the last one generated. */
  base: Candle;
  movedAt: number;
  /** Decimals of the asset's tick (price-tick.ts). */
  decimals: number;
  hours: MarketHours;
  /** The last candle was sent closed while the market is shut: nothing more to send until it reopens. */
  closedSent?: boolean;
}

export interface DemoSourceOptions extends DemoTradeOptions {
  /** How fast the forming candle moves: each call moves it by the elapsed time × speed, at most a whole 15 minutes. */
  speed?: number;
  /**
   * Within a 15-minute candle, each call moves one asset in `turns` (each in its turn), as real markets do not all
   * trade between two looks; a new candle moves every asset. Keeps a local round light (default 4).
   */
  turns?: number;
  /** Every asset trades around the clock, whatever its market's hours (benches that measure every asset moving). */
  aroundTheClock?: boolean;
}

export function createDemoSource(options: DemoSourceOptions = {}): MarketSource {
  const speed = options.speed ?? 1;
  const turns = options.turns ?? 4;
  const assets = new Map<string, DemoAsset>();
  // Candles stay on the market's grid either way: only whether it trades changes.
  const trading = (hours: MarketHours, ms: number): boolean => options.aroundTheClock === true || isMarketOpen(hours, ms);
  let calls = 0;

  function stateOf(asset: SourceAsset, held: Candle | undefined, now: number): DemoAsset {
    let state = assets.get(asset.asset);
    if (state) return state;
    const process = createProcess(held?.close ?? asset.referencePrice, VOLATILITY_15M[asset.assetType]);
    const hours = MARKET_HOURS[asset.marketHours];
    const base = held ?? { time: bucketStart(now, '15', hours), open: process.price, high: process.price, low: process.price, close: process.price };
    const decimals = gridDecimals(asset, asset.referencePrice);
    state = { process, random: seededRandom(hashSeed(asset.asset)), turn: hashSeed(asset.asset) % turns, base, movedAt: now, decimals, hours };
    assets.set(asset.asset, state);
    return state;
  }

  /**
   * Moves one asset to `now`: closes the forming candle and fills the missed ones (those of its sessions) when the
   * clock left its bucket. While its market is shut it only says, once, that the last candle has closed.
   */
  function advance(state: DemoAsset, now: number): SourceCandle[] {
    if (!trading(state.hours, now)) {
      if (state.closedSent) return [];
      state.closedSent = true;
      state.movedAt = now;
      return [{ ...state.base, closed: true }];
    }
    state.closedSent = false;
    const bucket = bucketStart(now, '15', state.hours);
    if (bucket <= state.base.time) {
      const fraction = Math.min(1, ((now - state.movedAt) * speed) / BASE_MS);
      state.movedAt = now;
      if (fraction <= 0) return [{ ...state.base, closed: false }];
      const price = gaussianStep(state.process, state.random, fraction);
      state.base = { ...state.base, close: price, high: Math.max(state.base.high, price), low: Math.min(state.base.low, price) };
      return [{ ...state.base, closed: false }];
    }
    const out: SourceCandle[] = [{ ...state.base, closed: true }];
    const first = Math.max(state.base.time + BASE_MS, bucket - MAX_FILL * BASE_MS);
    for (let time = first; time < bucket; time += BASE_MS) if (trading(state.hours, time)) out.push({ ...stepCandle(state.process, state.random, time), closed: true });
    // The new candle opens at the last price and moves from there as the clock goes on.
    const open = state.process.price;
    state.base = { time: bucket, open, high: open, low: open, close: open };
    state.movedAt = now;
    out.push({ ...state.base, closed: false });
    return out;
  }

  return {
    name: 'demo',
    async latest({ assets: list, after, now }) {
      const candles = new Map<string, SourceCandle[]>();
      const at = now.getTime();
      calls += 1;
      for (const asset of list) {
        const state = stateOf(asset, after.get(asset.asset), at);
        if (state.turn === calls % turns || bucketStart(at, '15', state.hours) > state.base.time) candles.set(asset.asset, advance(state, at).map((candle) => onTick(candle, state.decimals)));
      }
      return { candles, failed: [], requests: 0 };
    },
    async history(asset, timeframe, count, now) {
      const state = stateOf(asset, undefined, now.getTime());
      const minutes = TIMEFRAME_MINUTES[timeframe];
      const current = bucketStart(now.getTime(), timeframe, state.hours);
      // Between two weeks of FX and CME the current day opens later: the history ends with the last one, closed.
      const end = lastBucketStart(now.getTime(), timeframe, state.hours);
      // Generated backwards from the current price: every timeframe's history meets the forming candle's price.
      const history = backfill(state.process, seededRandom(hashSeed(`${asset.asset}:${timeframe}`)), end, minutes * 60_000, minutes / 15, count);
      // Dated on the market's grid, whose days and weeks are not all of one length (weekends, daylight saving).
      for (let i = history.length - 1, time = end; i >= 0; i -= 1, time = previousBucketStart(time, timeframe, state.hours)) history[i]!.time = time;
      const last = history[history.length - 1]!;
      if (timeframe === '15') {
        state.base = last;
        // On a shut market the backfill already hands the last candle over closed: nothing to send until the open
        // (sending it again would fold into the larger timeframes as a candle of no session, which market hours
        // would call forming).
        state.closedSent = !trading(state.hours, now.getTime());
      }
      const lastClosed = closedAtEnd(timeframe, trading(state.hours, now.getTime()));
      const marked = history.map((candle): SourceCandle => {
        const closed = candle.time < current || lastClosed;
        return closed === undefined ? candle : { ...candle, closed };
      });
      return { candles: marked.map((candle) => onTick(candle, state.decimals)), requests: 0 };
    },
    trades: demoTrades(options),
  };
}

/**
 * Whether the backfill's last candle has closed, given whether its market trades now: no while it trades; once it is
 * shut, an intraday or daily candle has closed with the session, and a weekly one is left to the product's market
 * hours (undefined), since it still forms between two sessions of its week.
 */
function closedAtEnd(timeframe: Timeframe, open: boolean): boolean | undefined {
  if (open) return false;
  return timeframe === 'W' ? undefined : true;
}
