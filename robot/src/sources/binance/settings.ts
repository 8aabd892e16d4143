import WebSocket from 'ws';
import { systemClock, type Clock } from '../http/clock';
import type { FetchLike } from '../http/fetch-json';
import { withDefaults } from '../http/with-defaults';

/** Settings of the Binance source; everything has a documented default (docs/robot-sources.md, "Binance"). */
export interface BinanceOptions {
  /** BINANCE_REST_URL; the public spot API by default. */
  restUrl?: string;
  /** BINANCE_STREAM_URL; the public market-data stream host by default. */
  streamUrl?: string;
  /** Request weight the robot allows itself per minute: Binance allows 6000 per IP; half leaves room for others. */
  weightPerMinute?: number;
  /** Klines calls in flight at once during a round. */
  concurrency?: number;
  /** 15-minute candles `latest` answers for an asset the product holds nothing of yet. */
  firstCount?: number;
  timeoutMs?: number;
  retries?: number;
  retryDelayMs?: number;
  /** `trade` (every trade) or `aggTrade` (trades of one taker order merged: fewer messages, same prices). */
  tradeStream?: 'trade' | 'aggTrade';
  /** Streams per connection: Binance allows 1024; fewer keeps the URL short and a drop small. */
  streamsPerConnection?: number;
  /** No message (nor ping) for this long: the connection is presumed dead and replaced. */
  silenceMs?: number;
  /** Binance cuts connections at 24 h; the source replaces them a little before. */
  maxConnectionMs?: number;
  reconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
  fetch?: FetchLike;
  clock?: Clock;
  createSocket?: (url: string) => WebSocket;
}

export type BinanceSettings = Required<BinanceOptions>;

export const BINANCE_REST_URL = 'https://api.binance.com';
export const BINANCE_STREAM_URL = 'wss://stream.binance.com:9443';

export function binanceSettings(options: BinanceOptions = {}): BinanceSettings {
  return withDefaults<BinanceSettings>(
    {
      restUrl: BINANCE_REST_URL,
      streamUrl: BINANCE_STREAM_URL,
      weightPerMinute: 3000,
      concurrency: 8,
      firstCount: 96,
      timeoutMs: 10_000,
      retries: 1,
      retryDelayMs: 1000,
      tradeStream: 'trade',
      streamsPerConnection: 200,
      silenceMs: 60_000,
      maxConnectionMs: 23.5 * 3600_000,
      reconnectDelayMs: 1000,
      maxReconnectDelayMs: 60_000,
      fetch: (input, init) => fetch(input, init),
      clock: systemClock,
      createSocket: (url) => new WebSocket(url),
    },
    options,
  );
}
