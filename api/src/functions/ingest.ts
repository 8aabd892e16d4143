import { assets } from '../store/assets';
import { candleSeries, seriesId } from '../store/candles';
import { config } from '../config';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse, unauthorized } from '../http/errors';
import { secretMatches } from '../http/secret-matches';
import { applyIngest } from '../ingest/apply-ingest';
import { engineForIngest } from '../ingest/engine-binding';
import { beginRound, completeRound, resumeUnfinishedRounds, roundId } from '../ingest/ingest-round';
import { INGEST_MAX_BYTES, ingestBodySchema } from '../ingest/ingest-schema';
import { planIngest } from '../ingest/plan-ingest';

/**
 * POST /api/ingest — the market robot's entry (header `x-robot-key`). Accepts raw candles or ready
 * readings per asset and timeframe; validates the whole batch before writing anything; replays are
 * harmless; then runs the alert engine on the readings that changed. A journal opened before the first write
 * lets a replay of a batch that failed half-way finish its alerts (see ingest-round.ts).
 */
export const ingest = defineFunction({
  name: 'ingest',
  methods: {
    POST: method({
      access: 'self',
      body: ingestBodySchema,
      maxBodyBytes: INGEST_MAX_BYTES,
      handler: async ({ request, body, store, now }) => {
        if (!secretMatches(request.headers.get('x-robot-key'), config().robotKey)) throw unauthorized('Chave do robô inválida.');
        const assetKeys = [...new Set(body.items.map((item) => item.asset))];
        const seriesKeys = body.items.filter((item) => 'candles' in item).map((item) => seriesId(item.asset, item.timeframe));
        const [assetDocs, seriesDocs] = await Promise.all([
          assets(store).find({ _id: { $in: assetKeys } }).toArray(),
          seriesKeys.length ? candleSeries(store).find({ _id: { $in: seriesKeys } }).toArray() : Promise.resolve([]),
        ]);
        const assetsById = new Map(assetDocs.map((doc) => [doc._id, doc]));
        const plan = planIngest(body, assetsById, new Map(seriesDocs.map((doc) => [doc._id, doc])), engineForIngest);
        const capturedAt = body.capturedAt ?? now.toISOString();
        const id = roundId(body);
        const fresh = await beginRound(store, id, plan.changes, now);
        const updated = await applyIngest(store, plan, assetsById, capturedAt);
        let alertsFired = fresh ? await completeRound(store, id, plan.changes, updated, now) : 0;
        alertsFired += await resumeUnfinishedRounds(store, id, now);
        return jsonResponse(200, { accepted: body.items.length, changed: plan.changes.length, unchanged: plan.unchanged, alertsFired });
      },
    }),
  },
});
