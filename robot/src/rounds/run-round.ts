import { ROOT_CONTEXT } from '@opentelemetry/api';
import { instruments } from '@agulhadas/delivery/telemetry/instruments';
import { inSpan, SpanKind } from '@agulhadas/delivery/telemetry/spans';
import { timeframesOf } from '@agulhadas/domain/categories';
import { isMarketOpen, MARKET_HOURS } from '@agulhadas/domain/market-hours';
import type { RobotUniverseAsset } from '@agulhadas/domain/robot/robot-universe';
import type { Candle } from '@agulhadas/domain/reading';
import { candleSchema } from '@agulhadas/domain/reading-schema';
import type { RobotApi } from '../contract/robot-api';
import type { Health, RoundFigures } from '../health/health';
import { SourceError, toSourceAsset, type MarketSource, type SourceAsset, type SourceFailure } from '../sources/source';
import { postPending } from './post-pending';
import type { SeriesBook } from './series-book';

export interface RoundContext {
  api: RobotApi;
  sources: ReadonlyMap<string, MarketSource>;
  /** Which configured source reads an asset (null: none does). */
  sourceFor(asset: RobotUniverseAsset): string | null;
  book: SeriesBook;
  health: Health;
  /** Candles asked of a source for a series the product does not hold yet. */
  historyCount: number;
  log: (line: string) => void;
}

/** Series the product does not hold yet: their history comes first, so the 15-minute candles continue it. */
async function backfill(
  context: RoundContext,
  source: MarketSource,
  assets: readonly SourceAsset[],
  now: Date,
): Promise<{ failed: SourceFailure[]; requests: number }> {
  const failed: SourceFailure[] = [];
  let requests = 0;
  for (const asset of assets) {
    for (const timeframe of timeframesOf(asset.assetType)) {
      if (context.book.last(asset.asset, timeframe)) continue;
      try {
        const answer = await source.history(asset, timeframe, context.historyCount, now);
        requests += answer.requests;
        context.book.seed(asset.asset, timeframe, answer.candles);
      } catch (error) {
        if (error instanceof SourceError) throw error;
        failed.push({ asset: asset.asset, error: error instanceof Error ? error.message : String(error) });
        break;
      }
    }
  }
  return { failed, requests };
}

/** One source's part of a round: backfill what is missing, then the latest 15-minute candles folded into every timeframe. */
async function readSource(
  context: RoundContext,
  name: string,
  source: MarketSource,
  assets: readonly SourceAsset[],
  now: Date,
): Promise<number> {
  if (context.health.pausedUntil(name) > now.getTime()) return 0;
  try {
    const filled = await backfill(context, source, assets, now);
    const after = new Map<string, Candle>();
    for (const asset of assets) {
      const held = context.book.last(asset.asset, '15');
      if (held) after.set(asset.asset, held);
    }
    const latest = await source.latest({ assets: assets.filter((asset) => after.has(asset.asset)), after, now });
    const malformed: SourceFailure[] = [];
    for (const asset of assets) {
      const candles = latest.candles.get(asset.asset);
      if (!candles?.length) continue;
      // A malformed candle would spoil every timeframe it folds into: the asset waits for the next round instead.
      const bad = candles.find((candle) => !candleSchema.safeParse(candle).success);
      if (bad)
        malformed.push({ asset: asset.asset, error: `vela inválida da fonte em ${new Date(bad.time).toISOString()}` });
      else context.book.fold(asset.asset, timeframesOf(asset.assetType), candles, MARKET_HOURS[asset.marketHours]);
    }
    // What was read before a rate limit is folded above; the source is then paused like any whole-call failure.
    if (latest.interrupted) throw latest.interrupted;
    context.health.succeeded(name, now, [...filled.failed, ...latest.failed, ...malformed]);
    return filled.requests + latest.requests;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const pause =
      error instanceof SourceError && error.retryAfterMs ? new Date(now.getTime() + error.retryAfterMs) : undefined;
    context.health.failed(name, message, pause);
    context.log(`robot: source ${name} failed: ${message}${pause ? ` (paused until ${pause.toISOString()})` : ''}`);
    return 0;
  }
}

/**
 * A regular round reads the whole universe; a pre-close round (5 minutes before a quarter hour) only the assets the
 * API marks `preCloseWatched`, those with an enabled 'Avisar antes do fechamento' alert, and of those only the ones
 * whose market is in session at the round (its exchange's calendar: not at night, on a weekend or a holiday, nor
 * before a late open): the other assets have no candle forming to warn about, and each one costs source quota.
 */
export type RoundKind = 'regular' | 'preClose';

/** The assets a round of `kind` at `now` reads. */
export const assetsToRead = (
  universe: readonly RobotUniverseAsset[],
  kind: RoundKind,
  now: Date,
): readonly RobotUniverseAsset[] =>
  kind === 'preClose'
    ? universe.filter((asset) => asset.preCloseWatched && isMarketOpen(MARKET_HOURS[asset.marketHours], now.getTime()))
    : universe;

/**
 * One round: every configured source reads its assets (of a pre-close round, only the watched ones), the candles go
 * to POST /api/ingest, each series settled by its own answer. Assets without a configured source are reported (by
 * the regular rounds, which see them all). Answers the round's figures (also kept in health).
 */
export function runRound(
  context: RoundContext,
  universe: readonly RobotUniverseAsset[],
  now: Date,
  kind: RoundKind = 'regular',
): Promise<RoundFigures> {
  // Each round is the root of its traces: its ingest requests carry it to the API, and the alerts they fire to the notifier.
  const attributes = { 'agulhadas.round_at': now.toISOString(), 'agulhadas.round_kind': kind };
  return inSpan('robot.round', { kind: SpanKind.INTERNAL, parent: ROOT_CONTEXT, attributes }, async (span) => {
    const figures = await roundInSpan(context, assetsToRead(universe, kind, now), now, kind === 'regular');
    span.setAttributes({ 'agulhadas.series_sent': figures.seriesSent, 'agulhadas.refused': figures.refused });
    instruments().robotRoundDuration.record(figures.durationMs / 1000);
    instruments().robotRefusedItems.add(figures.refused);
    return figures;
  });
}

async function roundInSpan(
  context: RoundContext,
  universe: readonly RobotUniverseAsset[],
  now: Date,
  wholeUniverse: boolean,
): Promise<RoundFigures> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const apiBefore = context.api.requests();
  const bySource = new Map<string, SourceAsset[]>();
  const unassigned: RobotUniverseAsset[] = [];
  for (const item of universe) {
    const name = context.sourceFor(item);
    if (!name || !context.sources.has(name)) unassigned.push(item);
    else bySource.set(name, [...(bySource.get(name) ?? []), toSourceAsset(item)]);
  }
  // Health counts the universe: a pre-close round's few assets would blur it until the next regular round.
  if (wholeUniverse) context.health.unassigned(unassigned);
  const sourceRequests: Record<string, number> = {};
  for (const [name, assets] of bySource) {
    if (wholeUniverse) context.health.sourceAssets(name, assets.length);
    sourceRequests[name] = await readSource(context, name, context.sources.get(name)!, assets, now);
  }
  const posted = await postPending(context.api, context.book, now, context.log);
  for (const refusal of posted.refused.slice(0, 5))
    context.log(`robot: ${refusal.asset} (${refusal.timeframe}) refused: ${refusal.error}`);
  const used = process.cpuUsage(cpu);
  const figures: RoundFigures = {
    at: now.toISOString(),
    durationMs: Math.round(performance.now() - started),
    cpuMs: Math.round((used.user + used.system) / 1000),
    sourceRequests,
    apiRequests: context.api.requests() - apiBefore,
    seriesSent: posted.series,
    candlesSent: posted.candles,
    refused: posted.refused.length,
  };
  context.health.round(figures);
  return figures;
}
