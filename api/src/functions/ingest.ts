import { isInTheFuture } from '../../../src/domain/robot-clock';
import { isTimeframe, type Timeframe } from '../../../src/domain/timeframes';
import { firstIssueText } from '../../../src/domain/validation/portuguese-messages';
import { assets } from '../store/assets';
import { candleSeries, seriesId } from '../store/candles';
import { defineFunction, method } from '../http/define-function';
import { badRequest, jsonResponse } from '../http/errors';
import { readJsonBody } from '../http/read-body';
import { requireRobotKey } from '../http/robot-key';
import { applyIngest } from '../ingest/apply-ingest';
import { engineForIngest } from '../ingest/engine-binding';
import { beginRound, completeRound, resumeUnfinishedRounds, roundId } from '../ingest/ingest-round';
import { INGEST_MAX_BYTES, ingestEnvelopeSchema } from '../ingest/ingest-schema';
import { planIngest, seriesNeedingHistory } from '../ingest/plan-ingest';
import { deliverEmails } from '../services/email/deliver-emails';

/**
 * POST /api/ingest — the market robot's entry (header `x-robot-key`, checked before the body is read). Accepts raw
 * candles or ready readings per asset and timeframe. Each item is validated and applied on its own: the answer lists
 * one result per item (stored, unchanged, or refused with its reason), and every accepted series is stored,
 * evaluated and alerted even when others are refused. Only a round malformed as a whole (not JSON, wrong shape, a
 * capture time in the future) is a 400. Replays are harmless; a journal opened before the first write lets a replay
 * of a round that failed half-way finish its alerts (see ingest-round.ts).
 */
export const ingest = defineFunction({
  name: 'ingest',
  methods: {
    POST: method({
      access: 'self',
      maxBodyBytes: INGEST_MAX_BYTES,
      handler: async ({ request, store, now }) => {
        requireRobotKey(request);
        const envelope = ingestEnvelopeSchema.safeParse(await readJsonBody(request, INGEST_MAX_BYTES));
        if (!envelope.success) throw badRequest(`Lote inválido — ${firstIssueText(envelope.error)}`);
        const { capturedAt: sentCapturedAt, items } = envelope.data;
        if (sentCapturedAt && isInTheFuture(Date.parse(sentCapturedAt), now)) throw badRequest(`Lote inválido — capturedAt está no futuro (${sentCapturedAt}). Nada foi gravado.`);
        const keys = items.map(seriesKeyOf).filter((key) => key !== null);
        const seriesKeys = keys.filter((key) => key.candles).map((key) => seriesId(key.asset, key.timeframe));
        const [assetDocs, heads] = await Promise.all([
          assets(store).find({ _id: { $in: [...new Set(keys.map((key) => key.asset))] } }).toArray(),
          seriesKeys.length ? candleSeries(store).find({ _id: { $in: seriesKeys } }, { projection: { candles: 0 } }).toArray() : Promise.resolve([]),
        ]);
        const assetsById = new Map(assetDocs.map((doc) => [doc._id, doc]));
        const headsById = new Map(heads.map((doc) => [doc._id, doc]));
        // The history is read only for the few series that need it (an old format, or candles resent from before the last one).
        const needing = seriesNeedingHistory(items, headsById);
        const histories = needing.length ? await candleSeries(store).find({ _id: { $in: needing } }, { projection: { candles: 1 } }).toArray() : [];
        const plan = planIngest(items, assetsById, headsById, new Map(histories.map((doc) => [doc._id, doc.candles])), engineForIngest, now);
        const capturedAt = sentCapturedAt ?? now.toISOString();
        const id = roundId({ capturedAt: sentCapturedAt, items: plan.accepted });
        const fresh = await beginRound(store, id, plan.changes, now);
        const updated = await applyIngest(store, plan, assetsById, capturedAt);
        let alertsFired = fresh ? await completeRound(store, id, plan.changes, updated, now) : 0;
        alertsFired += await resumeUnfinishedRounds(store, id, now);
        // The robot's rounds are the product's clock (SWA functions have no timers): e-mails due a retry go out now.
        await deliverEmails(store, now);
        const refused = plan.results.filter((result) => result.status === 'refused').length;
        return jsonResponse(200, {
          accepted: plan.accepted.length,
          refused,
          changed: plan.changes.length,
          unchanged: plan.results.filter((result) => result.status === 'unchanged').length,
          alertsFired,
          results: plan.results,
        });
      },
    }),
  },
});

/** Which stored documents an item needs (well-formed enough to name an asset and a timeframe), else null. */
function seriesKeyOf(raw: unknown): { asset: string; timeframe: Timeframe; candles: boolean } | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const item = raw as Record<string, unknown>;
  if (typeof item.asset !== 'string' || !isTimeframe(item.timeframe)) return null;
  return { asset: item.asset, timeframe: item.timeframe, candles: Array.isArray(item.candles) };
}
