import type { AssetType } from '@agulhadas/domain/categories';
import type { MarketHoursKey } from '@agulhadas/domain/market-hours';
import type { Candle } from '@agulhadas/domain/reading';
import type { RealtimeTimeframe } from '@agulhadas/domain/realtime/timeframes';
import type { Timeframe } from '@agulhadas/domain/timeframes';

/**
 * One market-data source behind the robot (demo, a crypto exchange, a stock or forex provider). The rounds ask
 * every source the same two questions; a source answers for the assets the universe assigns to it.
 */
export interface SourceAsset {
  /** 'EXCHANGE:SYMBOL', the product's id. */
  asset: string;
  /** The symbol at the source (BTCUSDT at Binance, PETR4 at brapi, EUR/USD at Twelve Data). */
  sourceSymbol: string;
  nome: string;
  assetType: AssetType;
  marketHours: MarketHoursKey;
  /** A plausible price, for sources that simulate (the demo). */
  referencePrice: number;
  baseAsset?: string;
  quoteAsset?: string;
}

/** A candle as the robot sends it: `closed` says whether it has closed (false for the forming one). */
export type SourceCandle = Candle & { closed?: boolean };

/** What a source could not read this time; the health report lists it and the next round tries again. */
export interface SourceFailure {
  asset: string;
  error: string;
}

export interface LatestRequest {
  assets: readonly SourceAsset[];
  /** The last 15-minute candle the product holds per asset (absent: none yet); the answer starts at its time. */
  after: ReadonlyMap<string, Candle>;
  now: Date;
}

export interface LatestAnswer {
  /** 15-minute candles per asset, oldest first, from the held candle's time on; the forming one last, `closed: false`. */
  candles: Map<string, SourceCandle[]>;
  failed: SourceFailure[];
  /** HTTP requests the source made for this answer (reported per round). */
  requests: number;
  /**
   * A whole-call failure (rate limit, refused key) that stopped the reads early: the candles above were read before it
   * and are kept; the assets not read wait for the next round, after the pause the failure asks for.
   */
  interrupted?: SourceError;
}

export interface HistoryAnswer {
  candles: SourceCandle[];
  requests: number;
}

/** 1-second trades: each trade calls `onTrade`; `stop` closes the stream. */
export interface TradeStream {
  stop(): void;
}

export interface TradeCapability {
  /** Closed candles of a real-time timeframe ending now, to warm the feed's indicators. */
  history(asset: SourceAsset, timeframe: RealtimeTimeframe, count: number, now: Date): Promise<HistoryAnswer>;
  /** Subscribes to the trades of these assets; reconnects by itself after a drop. */
  subscribe(
    assets: readonly SourceAsset[],
    onTrade: (asset: string, price: number, time: number) => void,
    log: (line: string) => void,
  ): TradeStream;
}

export interface MarketSource {
  /** The name used in the universe data and in ROBOT_SOURCES. */
  readonly name: string;
  /** The latest 15-minute candles of many assets (the source batches as its API allows). */
  latest(request: LatestRequest): Promise<LatestAnswer>;
  /** `count` candles of `timeframe` ending now (the last may be forming): a series the product does not hold yet. */
  history(asset: SourceAsset, timeframe: Timeframe, count: number, now: Date): Promise<HistoryAnswer>;
  /** Present when the source streams trades (the real-time beta). */
  trades?: TradeCapability;
}

/** A source's failure that is not about one asset (bad key, rate limit, network): the whole call failed. */
export class SourceError extends Error {
  constructor(
    message: string,
    /** Milliseconds the source asked to wait (HTTP 429/418 Retry-After), when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** A universe entry as a source reads it (the product's symbol when the universe names no source symbol). */
export function toSourceAsset(item: Omit<SourceAsset, 'sourceSymbol'> & { sourceSymbol: string | null }): SourceAsset {
  return { ...item, sourceSymbol: item.sourceSymbol ?? item.asset.split(':')[1]! };
}
