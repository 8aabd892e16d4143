import { config } from '../config';
import { assets } from '../store/assets';
import { recordRobotRound } from '../store/meta';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse } from '../http/errors';
import { readJsonBody } from '../http/read-body';
import { requireRobotKey } from '../http/robot-key';
import { applyIngest, universeTarget } from '../ingest/apply-ingest';
import { engineForIngest } from '../ingest/engine-binding';
import { beginRound, completeRound, resumeUnfinishedRounds, roundId } from '../ingest/ingest-round';
import { INGEST_MAX_BYTES } from '../ingest/ingest-schema';
import { planIngest } from '../ingest/plan-ingest';
import { queueRoundMessages } from '../ingest/round-messages';
import { assetIdsOf, loadRoundSeries, parseRoundEnvelope, roundAnswer } from '../ingest/round-io';
import { applyDueProviderEvents } from '../services/payments/apply-in-line';
import { instruments } from '@agulhadas/delivery/telemetry/instruments';

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
        // Measured on the process's own clock: the injected `now` dates the round, it does not time the request.
        const started = performance.now();
        const { capturedAt: sentCapturedAt, items } = parseRoundEnvelope(
          await readJsonBody(request, INGEST_MAX_BYTES),
          now,
        );
        const target = universeTarget(store);
        const [assetDocs, { heads, histories }] = await Promise.all([
          assets(store)
            .find({ _id: { $in: assetIdsOf(items) } })
            .toArray(),
          loadRoundSeries(target, items, engineForIngest),
        ]);
        const assetsById = new Map(assetDocs.map((doc) => [doc._id, doc]));
        // Visitors see free assets as of the delay: a backfill seeds what they see at once (apply-ingest.ts).
        const plan = planIngest(
          items,
          assetsById,
          heads,
          histories,
          engineForIngest,
          now,
          undefined,
          now.getTime() - config().dataDelayMinutes * 60_000,
        );
        const capturedAt = sentCapturedAt ?? now.toISOString();
        const id = roundId({ capturedAt: sentCapturedAt, items: plan.accepted });
        const fresh = await beginRound(store, id, plan.changes, now);
        const updated = await applyIngest(store, plan, assetsById, capturedAt, target);
        let alertsFired = fresh ? await completeRound(store, id, plan.changes, updated, now) : 0;
        alertsFired += await resumeUnfinishedRounds(store, id, now);
        // The robot's rounds are the product's clock (SWA functions have no timers): card subscriptions set to cancel
        // end once their period has, then the messages due go out.
        await applyDueProviderEvents(store, now);
        await queueRoundMessages(store, now);
        const answer = roundAnswer(plan, alertsFired);
        const durationMs = performance.now() - started;
        const refused = answer.results.flatMap((result) =>
          result.status === 'refused'
            ? [{ asset: result.asset, timeframe: result.timeframe, error: result.error }]
            : [],
        );
        await recordRobotRound(store, now, {
          durationMs: Math.round(durationMs),
          items: answer.results.length,
          refusedCount: answer.refused,
          refused,
        });
        instruments().ingestDuration.record(durationMs);
        instruments().alertsFired.record(alertsFired);
        return jsonResponse(200, answer);
      },
    }),
  },
});
