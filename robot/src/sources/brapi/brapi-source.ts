import type { Timeframe } from '@agulhadas/domain/timeframes';
import { TIMEFRAME_MINUTES } from '@agulhadas/domain/timeframes';
import { chunk, mapLimit } from '../http/batches';
import { untilInterrupted } from '../http/until-interrupted';
import { buildSeries } from '../series/build-series';
import { parseRows } from '../series/parse-rows';
import { sinceHeld } from '../series/since-held';
import type {
  HistoryAnswer,
  LatestAnswer,
  LatestRequest,
  MarketSource,
  SourceAsset,
  SourceCandle,
  SourceFailure,
} from '../source';
import { createQuoteClient } from './quote-client';
import { brapiRowSchema } from './quote-schema';
import { intradayRangeCovering, rangeCovering } from './ranges';
import { brapiSettings, type BrapiOptions } from './settings';

const DAY = 86_400_000;
/** Minutes of a B3 cash session (10:00–18:00): how many 15-minute rows a trading day gives. */
const SESSION_MINUTES = 8 * 60;
/** Calendar days per trading day (weekends; holidays are absorbed by the margin). */
const CALENDAR_PER_TRADING_DAY = 7 / 5;

/**
 * B3 stocks and funds from brapi.dev (key BRAPI_TOKEN): one /api/quote call per batch of tickers and round with
 * 15-minute rows; 60 and 240 are built from 15-minute rows, D from daily rows and W from daily rows too, so every
 * candle falls in the product's buckets (docs/robot-sources.md, "brapi").
 */
export function createBrapiSource(options: BrapiOptions): MarketSource {
  const settings = brapiSettings(options);
  const client = createQuoteClient(settings);

  return {
    name: 'brapi',

    async latest({ assets, after, now }: LatestRequest): Promise<LatestAnswer> {
      const nowMs = now.getTime();
      const candles = new Map<string, SourceCandle[]>();
      const failed: SourceFailure[] = [];
      let requests = 0;
      const interrupted = await untilInterrupted(
        mapLimit(chunk(assets, settings.tickersPerRequest), settings.concurrency, async (batch) => {
          const answer = await client.quotes(
            batch.map((asset) => asset.sourceSymbol),
            latestRange(batch, after, nowMs),
            '15m',
          );
          requests += answer.requests;
          for (const asset of batch) {
            const outcome = answer.rows.get(asset.sourceSymbol.toUpperCase()) ?? { error: 'absent from the answer' };
            const parsed = 'rows' in outcome ? parseRows(brapiRowSchema, outcome.rows) : outcome;
            if ('error' in parsed) failed.push({ asset: asset.asset, error: parsed.error });
            else
              candles.set(
                asset.asset,
                sinceHeld(
                  buildSeries(parsed.candles, '15', asset.marketHours, nowMs),
                  after.get(asset.asset),
                  settings.firstCount,
                  nowMs,
                ),
              );
          }
        }),
      );
      return { candles, failed, requests, interrupted };
    },

    async history(asset: SourceAsset, timeframe: Timeframe, count: number, now: Date): Promise<HistoryAnswer> {
      const { range, interval } = historyQuery(timeframe, count);
      const answer = await client.quotes([asset.sourceSymbol], range, interval);
      const outcome = answer.rows.get(asset.sourceSymbol.toUpperCase()) ?? { error: 'absent from the answer' };
      const parsed = 'rows' in outcome ? parseRows(brapiRowSchema, outcome.rows) : outcome;
      if ('error' in parsed) throw new Error(`brapi ${asset.asset}: ${parsed.error}`);
      return {
        candles: buildSeries(parsed.candles, timeframe, asset.marketHours, now.getTime()).slice(-count),
        requests: answer.requests,
      };
    },
  };

  /** The range covering the batch's oldest held candle ('1d' within a session, '5d' over a night or weekend). */
  function latestRange(batch: readonly SourceAsset[], after: LatestRequest['after'], nowMs: number): string {
    const held = batch.map((asset) => after.get(asset.asset)?.time);
    if (held.some((time) => time === undefined)) {
      return intradayRangeCovering(
        Math.ceil((settings.firstCount * 15) / SESSION_MINUTES) * CALENDAR_PER_TRADING_DAY + 1,
      );
    }
    const span = nowMs - Math.min(...(held as number[]));
    return span < DAY / 2 ? '1d' : intradayRangeCovering(span / DAY + 1);
  }
}

/** Interval and range of a history: 15-minute rows for intraday timeframes, daily rows for D and W. */
function historyQuery(timeframe: Timeframe, count: number): { range: string; interval: string } {
  if (timeframe === 'D') return { interval: '1d', range: rangeCovering(count * CALENDAR_PER_TRADING_DAY + 5) };
  if (timeframe === 'W') return { interval: '1d', range: rangeCovering(count * 7 + 7) };
  const tradingDays = Math.ceil((count * TIMEFRAME_MINUTES[timeframe]) / SESSION_MINUTES);
  return { interval: '15m', range: intradayRangeCovering(tradingDays * CALENDAR_PER_TRADING_DAY + 2) };
}
