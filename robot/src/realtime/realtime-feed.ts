import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Candle } from '@agulhadas/domain/reading';
import {
  REALTIME_PRICE_SIGNIFICANT_DIGITS,
  type LastCandleUpdatesMessage,
  type RealtimeIndicators,
  type SymbolUpdate,
} from '@agulhadas/domain/realtime/protocol';
import { REALTIME_TIMEFRAMES, type RealtimeTimeframe } from '@agulhadas/domain/realtime/timeframes';
import type { RealtimePublisher } from './publisher';
import { applyTick, createRealtimeSeries, type RealtimeSeries } from './realtime-series';

/**
 * The real-time feed: ticks in, one `lastCandleUpdates` message per changed symbol out, each to that
 * symbol's group. Only symbols that ticked since the last publish and that someone watches are sent (a send
 * to an empty group still costs a call); the service (or the local hub) fans each message out to the group's
 * connections. A symbol someone starts watching gets its current state at once, traded or not.
 */
export interface FeedSymbolInput {
  key: string;
  asset: string;
  nome: string;
  history: Record<RealtimeTimeframe, readonly Candle[]>;
}

interface FeedSymbol {
  key: string;
  asset: string;
  nome: string;
  preco: number;
  series: RealtimeSeries[];
  changed: boolean;
  lastUpdate: number;
}

export interface PublishResult {
  seq: number;
  sent: number;
  /** Groups the tick sent to, e.g. for loss accounting in the benchmark. */
  groups: string[];
}

export interface RealtimeFeed {
  /** Adds symbols (their series primed with history). */
  add(inputs: readonly FeedSymbolInput[]): void;
  /** A trade price for `key` at `time` (epoch ms); unknown keys are ignored. */
  tick(key: string, price: number, time: number): void;
  /** Sends every watched symbol changed since the previous publish, each message stamped when it is sent. */
  publish(watched: (key: string) => boolean): Promise<PublishResult>;
  /**
   * Sends these symbols' current state now, whether they traded or not: a new subscriber's first frame. Stamped with
   * the last publish's tick number, since it is no new tick. Unknown keys are skipped.
   */
  snapshot(keys: readonly string[]): Promise<PublishResult>;
  keys(): string[];
}

const PUBLISH_SLICE = 20;

export function createRealtimeFeed(inputs: readonly FeedSymbolInput[], publisher: RealtimePublisher): RealtimeFeed {
  const symbols = new Map<string, FeedSymbol>();
  function add(more: readonly FeedSymbolInput[]) {
    for (const input of more) {
      const series = REALTIME_TIMEFRAMES.map((timeframe) => createRealtimeSeries(timeframe, input.history[timeframe]));
      // Until it trades, its newest history candle's open stands for its last trade: a first frame sent to a new subscriber
      // before any trade then reads 'no trades since' that time.
      const lastUpdate = Math.max(...series.map((one) => one.last.time));
      symbols.set(input.key, {
        key: input.key,
        asset: input.asset,
        nome: input.nome,
        preco: series[0]!.last.close,
        series,
        changed: false,
        lastUpdate,
      });
    }
  }
  add(inputs);
  let seq = 0;

  function updateOf(symbol: FeedSymbol): SymbolUpdate {
    const indicators: Partial<Record<RealtimeTimeframe, RealtimeIndicators>> = {};
    for (const series of symbol.series) if (series.indicators) indicators[series.timeframe] = series.indicators;
    return {
      asset: symbol.asset,
      nome: symbol.nome,
      preco: symbol.preco,
      lastUpdate: new Date(symbol.lastUpdate).toISOString(),
      indicators,
    };
  }

  async function send(chosen: readonly FeedSymbol[]): Promise<PublishResult> {
    const sends: Promise<void>[] = [];
    const groups: string[] = [];
    for (const symbol of chosen) {
      // Sent in slices: the sockets (or REST calls) drain between them instead of after one long burst.
      if (groups.length % PUBLISH_SLICE === PUBLISH_SLICE - 1) await yieldToEventLoop();
      symbol.changed = false;
      const message: LastCandleUpdatesMessage = {
        type: 'lastCandleUpdates',
        data: { [symbol.key]: updateOf(symbol) },
        sentAt: Date.now(),
        seq,
      };
      groups.push(symbol.key);
      sends.push(publisher.sendToGroup(symbol.key, JSON.stringify(message)));
    }
    await Promise.all(sends);
    return { seq, sent: groups.length, groups };
  }

  return {
    add,
    tick(key, price, time) {
      const symbol = symbols.get(key);
      if (!symbol || !Number.isFinite(price) || price <= 0) return;
      for (const series of symbol.series) applyTick(series, price, time);
      symbol.preco = Number(price.toPrecision(REALTIME_PRICE_SIGNIFICANT_DIGITS));
      symbol.lastUpdate = time;
      symbol.changed = true;
    },
    publish(watched) {
      seq += 1;
      return send([...symbols.values()].filter((symbol) => symbol.changed && watched(symbol.key)));
    },
    snapshot: (keys) => send(keys.flatMap((key) => symbols.get(key) ?? [])),
    keys: () => [...symbols.keys()],
  };
}
