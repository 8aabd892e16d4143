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
 * symbol's group. Only symbols that ticked since the last publish are sent; the service (or the local
 * hub) fans each message out to the group's connections.
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
  /** Sends every symbol changed since the previous publish, each message stamped when it is sent. */
  publish(): Promise<PublishResult>;
  keys(): string[];
}

const PUBLISH_SLICE = 20;

export function createRealtimeFeed(inputs: readonly FeedSymbolInput[], publisher: RealtimePublisher): RealtimeFeed {
  const symbols = new Map<string, FeedSymbol>();
  function add(more: readonly FeedSymbolInput[]) {
    for (const input of more) {
      const series = REALTIME_TIMEFRAMES.map((timeframe) => createRealtimeSeries(timeframe, input.history[timeframe]));
      symbols.set(input.key, { key: input.key, asset: input.asset, nome: input.nome, preco: series[0]!.last.close, series, changed: false, lastUpdate: 0 });
    }
  }
  add(inputs);
  let seq = 0;

  function updateOf(symbol: FeedSymbol): SymbolUpdate {
    const indicators: Partial<Record<RealtimeTimeframe, RealtimeIndicators>> = {};
    for (const series of symbol.series) if (series.indicators) indicators[series.timeframe] = series.indicators;
    return { asset: symbol.asset, nome: symbol.nome, preco: symbol.preco, lastUpdate: new Date(symbol.lastUpdate).toISOString(), indicators };
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
    async publish() {
      seq += 1;
      const sends: Promise<void>[] = [];
      const groups: string[] = [];
      for (const symbol of symbols.values()) {
        if (!symbol.changed) continue;
        // Sent in slices: the sockets (or REST calls) drain between them instead of after one long burst.
        if (groups.length % PUBLISH_SLICE === PUBLISH_SLICE - 1) await yieldToEventLoop();
        symbol.changed = false;
        const message: LastCandleUpdatesMessage = { type: 'lastCandleUpdates', data: { [symbol.key]: updateOf(symbol) }, sentAt: Date.now(), seq };
        groups.push(symbol.key);
        sends.push(publisher.sendToGroup(symbol.key, JSON.stringify(message)));
      }
      await Promise.all(sends);
      return { seq, sent: groups.length, groups };
    },
    keys: () => [...symbols.keys()],
  };
}
