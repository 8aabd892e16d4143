import type { Timeframe } from '@agulhadas/domain/timeframes';
import { chunk, mapLimit } from '../http/batches';
import { untilInterrupted } from '../http/until-interrupted';
import { buildSeries } from '../series/build-series';
import { parseRows } from '../series/parse-rows';
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
import { createSeriesClient, type SeriesRows } from './series-client';
import { twelveDataRowSchema } from './series-schema';
import { twelveDataSettings, type TwelveDataOptions } from './settings';

const QUARTER_HOUR = 15 * 60_000;
/** Most rows one /time_series call returns (`outputsize` 1–5000). */
const MAX_OUTPUTSIZE = 5000;

/**
 * What a history of each timeframe asks for: 15-minute rows for the intraday timeframes (60 and 240 are built from
 * them, so they fall on the product's grid, UTC multiples or a US session's 09:30 open, whatever alignment the
 * provider uses), daily rows for D, and for W (built from days: the provider's weeks of 24-hour markets may start on
 * Sunday).
 */
const HISTORY_QUERY: Record<Timeframe, { interval: string; rowsPerCandle: number }> = {
  '15': { interval: '15min', rowsPerCandle: 1 },
  '60': { interval: '15min', rowsPerCandle: 4 },
  '240': { interval: '15min', rowsPerCandle: 16 },
  D: { interval: '1day', rowsPerCandle: 1 },
  W: { interval: '1day', rowsPerCandle: 7 },
};

/**
 * US stocks and funds, forex, commodity and crypto CFDs from Twelve Data (key TWELVEDATA_API_KEY): one
 * /time_series call per batch of symbols and round (docs/robot-sources.md, "Twelve Data").
 */
export function createTwelveDataSource(options: TwelveDataOptions): MarketSource {
  const settings = twelveDataSettings(options);
  const client = createSeriesClient(settings);
  const outputsize = (rows: number) => Math.min(MAX_OUTPUTSIZE, Math.max(1, rows));

  return {
    name: 'twelvedata',

    async latest({ assets, after, now }: LatestRequest): Promise<LatestAnswer> {
      const nowMs = now.getTime();
      const candles = new Map<string, SourceCandle[]>();
      const failed: SourceFailure[] = [];
      let requests = 0;
      const interrupted = await untilInterrupted(
        mapLimit(chunk(assets, settings.symbolsPerRequest), settings.concurrency, async (batch) => {
          // Counted in wall-clock buckets, an upper bound for markets that close: the surplus is filtered out below.
          const rows = Math.max(
            ...batch.map((asset) => bucketsSince(after.get(asset.asset), nowMs, settings.firstCount, QUARTER_HOUR)),
          );
          const answer = await client.series(
            batch.map((asset) => asset.sourceSymbol),
            '15min',
            outputsize(rows),
          );
          requests += answer.requests;
          for (const asset of batch) {
            // Symbols the day's credits left unanswered are not failures: they are read after the reset.
            if (answer.interrupted && !answer.rows.has(asset.sourceSymbol)) continue;
            const parsed = rowsOf(answer.rows, asset);
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
          if (answer.interrupted) throw answer.interrupted;
        }),
      );
      return { candles, failed, requests, interrupted };
    },

    async history(asset: SourceAsset, timeframe: Timeframe, count: number, now: Date): Promise<HistoryAnswer> {
      const query = HISTORY_QUERY[timeframe];
      const answer = await client.series(
        [asset.sourceSymbol],
        query.interval,
        outputsize((count + 1) * query.rowsPerCandle),
      );
      if (answer.interrupted) throw answer.interrupted;
      const parsed = rowsOf(answer.rows, asset);
      if ('error' in parsed) throw new Error(`twelvedata ${asset.asset}: ${parsed.error}`);
      return {
        candles: buildSeries(parsed.candles, timeframe, asset.marketHours, now.getTime()).slice(-count),
        requests: answer.requests,
      };
    },
  };
}

function rowsOf(answer: SeriesRows, asset: SourceAsset) {
  const outcome = answer.get(asset.sourceSymbol) ?? { error: 'absent from the answer' };
  return 'rows' in outcome ? parseRows(twelveDataRowSchema, outcome.rows) : outcome;
}
