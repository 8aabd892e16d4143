import { bucketStart } from '@agulhadas/domain/candle-buckets';
import { MARKET_HOURS } from '@agulhadas/domain/market-hours';
import { realtimeBucketStart, type RealtimeTimeframe } from '@agulhadas/domain/realtime/timeframes';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { mapLimit } from '../http/batches';
import { untilInterrupted } from '../http/until-interrupted';
import { bucketsSince, sinceHeld } from '../series/since-held';
import type {
  HistoryAnswer,
  LatestAnswer,
  LatestRequest,
  MarketSource,
  SourceAsset,
  SourceCandle,
  SourceFailure,
} from '../source';
import { KLINE_INTERVAL, KLINES_MAX_LIMIT, REALTIME_KLINE_INTERVAL } from './intervals';
import type { Kline } from './klines';
import { createBinanceRest } from './rest-client';
import { binanceSettings, type BinanceOptions } from './settings';
import { openTradeStreams } from './trade-stream';

const QUARTER_HOUR = 15 * 60_000;

/**
 * Crypto pairs from Binance's public spot API (no key): one klines call per asset and round, trades over
 * WebSocket streams (docs/robot-sources.md, "Binance").
 */
export function createBinanceSource(options: BinanceOptions = {}): MarketSource {
  const settings = binanceSettings(options);
  const rest = createBinanceRest(settings);
  const limit = (count: number) => Math.min(KLINES_MAX_LIMIT, Math.max(1, count));

  return {
    name: 'binance',

    async latest({ assets, after, now }: LatestRequest): Promise<LatestAnswer> {
      const nowMs = now.getTime();
      const candles = new Map<string, SourceCandle[]>();
      const failed: SourceFailure[] = [];
      let requests = 0;
      const interrupted = await untilInterrupted(
        mapLimit(assets, settings.concurrency, async (asset) => {
          const held = after.get(asset.asset);
          requests += 1;
          const answer = await rest.klines(
            asset.sourceSymbol,
            KLINE_INTERVAL['15'],
            limit(bucketsSince(held, nowMs, settings.firstCount, QUARTER_HOUR)),
          );
          if ('error' in answer) failed.push({ asset: asset.asset, error: answer.error });
          else
            candles.set(
              asset.asset,
              sinceHeld(
                toCandles(answer.klines, (time) => bucketStart(time, '15', MARKET_HOURS[asset.marketHours]), nowMs),
                held,
                settings.firstCount,
                nowMs,
              ),
            );
        }),
      );
      return { candles, failed, requests, interrupted };
    },

    async history(asset: SourceAsset, timeframe: Timeframe, count: number, now: Date): Promise<HistoryAnswer> {
      const answer = await rest.klines(asset.sourceSymbol, KLINE_INTERVAL[timeframe], limit(count));
      if ('error' in answer) throw new Error(`binance ${asset.asset}: ${answer.error}`);
      return {
        candles: toCandles(
          answer.klines,
          (time) => bucketStart(time, timeframe, MARKET_HOURS[asset.marketHours]),
          now.getTime(),
        ).slice(-count),
        requests: 1,
      };
    },

    trades: {
      async history(
        asset: SourceAsset,
        timeframe: RealtimeTimeframe,
        count: number,
        now: Date,
      ): Promise<HistoryAnswer> {
        // One more than asked: the forming kline comes last and is dropped (the feed warms on closed candles).
        const answer = await rest.klines(asset.sourceSymbol, REALTIME_KLINE_INTERVAL[timeframe], limit(count + 1));
        if ('error' in answer) throw new Error(`binance ${asset.asset}: ${answer.error}`);
        const closed = toCandles(answer.klines, (time) => realtimeBucketStart(time, timeframe), now.getTime()).filter(
          (candle) => candle.closed,
        );
        return { candles: closed.slice(-count), requests: 1 };
      },
      subscribe: (assets, onTrade, log) => openTradeStreams(settings, assets, onTrade, log),
    },
  };
}

function toCandles(klines: readonly Kline[], bucket: (time: number) => number, nowMs: number): SourceCandle[] {
  return klines.map((kline) => ({
    time: bucket(kline.openTime),
    open: kline.open,
    high: kline.high,
    low: kline.low,
    close: kline.close,
    volume: kline.volume,
    closed: kline.closeTime < nowMs,
  }));
}
