import type { Candle } from '@agulhadas/domain/reading';
import { isInTheFuture } from '@agulhadas/domain/robot-clock';
import { isTimeframe, type Timeframe } from '@agulhadas/domain/timeframes';
import { firstIssueText } from '@agulhadas/domain/validation/portuguese-messages';
import { badRequest } from '../http/errors';
import { seriesId, type SeriesHead } from '../store/candles';
import type { IngestTarget } from './apply-ingest';
import { ingestEnvelopeSchema } from './ingest-schema';
import { seriesNeedingHistory, type IngestPlan, type ItemResult } from './plan-ingest';
import type { SeriesEngine } from './series-engine';

/**
 * What the robot's round and a VIP's own round share around the plan: the envelope check, reading the stored series
 * the plan starts from, and the answer. One module so the two entries cannot drift apart (docs/robot.md promises
 * "the same envelope, validation and answers").
 */

const CAPTURED_AT_MAX_AGE_MS = 24 * 3_600_000;

/** The round as a whole, items still unchecked (each is judged on its own by planIngest); else a 400. */
export function parseRoundEnvelope(raw: unknown, now: Date): { capturedAt?: string; items: unknown[] } {
  const envelope = ingestEnvelopeSchema.safeParse(raw);
  if (!envelope.success) throw badRequest(`Lote inválido — ${firstIssueText(envelope.error)}`);
  const { capturedAt } = envelope.data;
  if (capturedAt && isInTheFuture(Date.parse(capturedAt), now))
    throw badRequest(`Lote inválido — capturedAt está no futuro (${capturedAt}). Nada foi gravado.`);
  // The robot dates a round when it posts it (a queued round too); one a day old is a wrong clock or a forged date.
  if (capturedAt && Date.parse(capturedAt) < now.getTime() - CAPTURED_AT_MAX_AGE_MS)
    throw badRequest(`Lote inválido — capturedAt tem mais de um dia (${capturedAt}). Nada foi gravado.`);
  return envelope.data;
}

/** Which stored documents an item needs (well-formed enough to name an asset and a timeframe), else null. */
export function seriesKeyOf(raw: unknown): { asset: string; timeframe: Timeframe; candles: boolean } | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const item = raw as Record<string, unknown>;
  if (typeof item.asset !== 'string' || !isTimeframe(item.timeframe)) return null;
  return { asset: item.asset, timeframe: item.timeframe, candles: Array.isArray(item.candles) };
}

/** The distinct assets the round's items name. */
export const assetIdsOf = (items: readonly unknown[]): string[] => [
  ...new Set(items.flatMap((item) => seriesKeyOf(item)?.asset ?? [])),
];

/**
 * The stored series heads of the round's candle items, keyed by their plain `asset|timeframe` ids as the plan reads
 * them, and the history of the few that need it (an old format, or candles resent from before the last one).
 */
export async function loadRoundSeries<State>(
  target: IngestTarget,
  items: readonly unknown[],
  engine: SeriesEngine<State>,
): Promise<{ heads: Map<string, SeriesHead>; histories: Map<string, readonly Candle[]> }> {
  const plainIds = items.flatMap((item) => {
    const key = seriesKeyOf(item);
    return key?.candles ? [seriesId(key.asset, key.timeframe)] : [];
  });
  if (!plainIds.length) return { heads: new Map(), histories: new Map() };
  const stored = await target.series
    .find({ _id: { $in: [...new Set(plainIds.map(target.storedId))] } }, { projection: { candles: 0 } })
    .toArray();
  // A stored id may carry its owner (own assets); the plan knows the series by asset and timeframe alone.
  const heads = new Map(
    stored.map((doc): [string, SeriesHead] => [
      seriesId(doc.asset, doc.timeframe),
      { ...doc, _id: seriesId(doc.asset, doc.timeframe) },
    ]),
  );
  const needing = seriesNeedingHistory(items, heads, engine);
  const histories = needing.length
    ? await target.series
        .find({ _id: { $in: needing.map(target.storedId) } }, { projection: { candles: 1, asset: 1, timeframe: 1 } })
        .toArray()
    : [];
  return { heads, histories: new Map(histories.map((doc) => [seriesId(doc.asset, doc.timeframe), doc.candles])) };
}

/** The answer to a round: counts and one result per item, in the order sent. */
export function roundAnswer(
  plan: IngestPlan,
  alertsFired: number,
): {
  accepted: number;
  refused: number;
  changed: number;
  unchanged: number;
  alertsFired: number;
  results: ItemResult[];
} {
  return {
    accepted: plan.accepted.length,
    refused: plan.results.filter((result) => result.status === 'refused').length,
    changed: plan.changes.length,
    unchanged: plan.results.filter((result) => result.status === 'unchanged').length,
    alertsFired,
    results: plan.results,
  };
}
