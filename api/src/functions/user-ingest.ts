import { OWN_ASSETS_VIP_ONLY, USER_KEY_HEADER } from '@agulhadas/domain/own-assets';
import { can } from '@agulhadas/domain/permissions';
import { runAlertsAfterIngest } from '../alerts/run-alerts';
import { defineFunction, method } from '../http/define-function';
import { badRequest, forbidden, jsonResponse } from '../http/errors';
import { readJsonBody } from '../http/read-body';
import { userByKey } from '../identity/user-key';
import { applyIngest } from '../ingest/apply-ingest';
import { engineForIngest } from '../ingest/engine-binding';
import { roundId } from '../ingest/ingest-round';
import { ownTarget, prepareOwnRound, saveOwnAssets } from '../ingest/own-round';
import { planIngest } from '../ingest/plan-ingest';
import { loadRoundSeries, parseRoundEnvelope, roundAnswer } from '../ingest/round-io';
import { MAX_OWN_ITEMS, USER_INGEST_MAX_BYTES, splitOwnFields } from '../ingest/user-ingest-schema';

/**
 * POST /api/userIngest (header `x-user-key`) — a VIP's own robot (or the product's robot run with the VIP's key) sends
 * candles of the VIP's own assets, private to that user (docs/robot.md, "Own assets (VIP)"). The envelope, per-item
 * validation, engine and answer are /api/ingest's (round-io.ts, planIngest, applyIngest); each item may add `nome` and
 * `assetType`, required with an asset's first candles. The key and the VIP plan are checked in the database at each
 * call, so a lapsed plan stops the writes at once. The assets appear on the owner's /appuser only, and the
 * round runs the owner's alerts on them.
 */
export const userIngest = defineFunction({
  name: 'userIngest',
  methods: {
    POST: method({
      access: 'self',
      maxBodyBytes: USER_INGEST_MAX_BYTES,
      handler: async ({ request, store, now }) => {
        // The size first (a 413 costs nothing and bounds what a keyless caller can make us read), then the key.
        const sent = await readJsonBody(request, USER_INGEST_MAX_BYTES);
        const { userId, roles } = await userByKey(store, request.headers.get(USER_KEY_HEADER), now);
        if (!can(roles, 'userAssets:use')) throw forbidden(OWN_ASSETS_VIP_ONLY);
        const { capturedAt, items: raw } = parseRoundEnvelope(sent, now);
        if (raw.length > MAX_OWN_ITEMS) throw badRequest(`Lote inválido — no máximo ${MAX_OWN_ITEMS} itens por envio.`);
        const split = raw.map(splitOwnFields);
        const items = split.map(({ item }) => item);
        const target = ownTarget(store, userId);
        const [round, { heads, histories }] = await Promise.all([
          prepareOwnRound(store, userId, split),
          loadRoundSeries(target, items, engineForIngest),
        ]);
        const plan = planIngest(items, round.assetsById, heads, histories, engineForIngest, now, round.gate);
        await saveOwnAssets(store, userId, round, plan);
        const updated = await applyIngest(store, plan, round.assetsById, capturedAt ?? now.toISOString(), target);
        // Not journalled like the platform's rounds (a replay of a failed round finds its series stored and fires
        // nothing): firing ids from the owner and the round's content keep a retried publication from doubling.
        const alertsFired = plan.changes.length
          ? await runAlertsAfterIngest(
              store,
              `${userId}|${roundId({ capturedAt, items: plan.accepted })}`,
              plan.changes,
              updated,
              now,
              userId,
            )
          : 0;
        return jsonResponse(200, roundAnswer(plan, alertsFired));
      },
    }),
  },
});
