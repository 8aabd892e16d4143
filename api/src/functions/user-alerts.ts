import { NO_FOUR_HOUR, timeframesOf } from '@agulhadas/domain/categories';
import { randomUUID } from 'node:crypto';
import { createAlert } from '@agulhadas/domain/alerts/alert';
import { can } from '@agulhadas/domain/permissions';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { alertGroupOf, onlyTurnsOff } from '../alerts/alert-changes';
import { editedFields } from '@agulhadas/domain/alerts/alert';
import {
  ALERTS_DENIED,
  MAX_ALERTS_PER_USER,
  alertBodySchema,
  alertDeleteSchema,
} from '../alerts/alert-request-schemas';
import { defineFunction, method } from '../http/define-function';
import { badRequest, conflict, forbidden, jsonResponse, notFound } from '../http/errors';
import { alertDocId, alerts, toAlert, type AlertDoc } from '../store/alerts';
import { assets } from '../store/assets';
import { ownAssetId, userAssets } from '../store/user-assets';
import type { Store } from '../store/types';

const NOT_FOUND = 'Alerta não encontrado.';

/**
 * The asset must exist (on the platform, or among the caller's own assets) and have the timeframe: an alert on a
 * timeframe it has no readings for would never fire.
 */
async function requireAssetTimeframe(store: Store, userId: string, asset: string, timeframe: Timeframe): Promise<void> {
  const doc =
    (await assets(store).findOne({ _id: asset }, { projection: { assetType: 1 } })) ??
    (await userAssets(store).findOne({ _id: ownAssetId(userId, asset) }, { projection: { assetType: 1 } }));
  if (!doc) throw notFound(`Ativo desconhecido: ${asset}.`);
  if (!timeframesOf(doc.assetType).includes(timeframe)) throw badRequest(NO_FOUR_HOUR);
}

async function answer(store: Store, userId: string, asset: string, timeframe: Timeframe, alertId: string) {
  return jsonResponse(200, {
    result: { asset, timeframe, alerts: await alertGroupOf(store, userId, asset, timeframe), _id: alertId },
  });
}

/**
 * /api/userAlerts: POST creates an alert on an asset and timeframe, PUT edits one of the caller's
 * (`alertConfig.id`), DELETE removes one. Each answers the caller's alerts of that asset and timeframe. Every write
 * is one atomic operation on one alert document, filtered by the caller's id, so nobody touches another's alert.
 */
export const userAlerts = defineFunction({
  name: 'userAlerts',
  methods: {
    POST: method({
      access: 'alerts:use',
      deniedMessage: ALERTS_DENIED,
      body: alertBodySchema,
      handler: async ({ caller, body, store, now }) => {
        if (!caller) throw new Error('policy access without caller');
        await requireAssetTimeframe(store, caller.userId, body.asset, body.timeframe);
        if ((await alerts(store).countDocuments({ userId: caller.userId })) >= MAX_ALERTS_PER_USER) {
          throw conflict(`Limite de ${MAX_ALERTS_PER_USER} alertas atingido. Exclua alguns antes de criar outros.`);
        }
        // A client-sent id is ignored on creation: ids are ours, so they can never collide with another alert.
        const alert = createAlert(body.alertConfig, body.timeframe, randomUUID(), now);
        const doc: AlertDoc = {
          ...alert,
          _id: alertDocId(caller.userId, alert.id),
          userId: caller.userId,
          asset: body.asset,
        };
        await alerts(store).insertOne(doc);
        return answer(store, caller.userId, body.asset, body.timeframe, alert.id);
      },
    }),
    PUT: method({
      // Any signed-in owner may switch an alert off; everything else needs 'alerts:use' (checked below).
      access: 'user',
      body: alertBodySchema,
      handler: async ({ caller, body, store, now }) => {
        if (!caller) throw new Error('user access without caller');
        const id = body.alertConfig.id;
        if (!id) throw badRequest('Informe qual alerta editar.');
        const filter = {
          _id: alertDocId(caller.userId, id),
          userId: caller.userId,
          asset: body.asset,
          timeframe: body.timeframe,
        };
        const stored = await alerts(store).findOne(filter);
        if (!stored) throw notFound(NOT_FOUND);
        const paid = can(caller.roles, 'alerts:use');
        if (!paid && !onlyTurnsOff(toAlert(stored), body.alertConfig)) throw forbidden(ALERTS_DENIED);
        // The turn-off check read the alert: the write is conditional on it being unchanged since.
        const guard = paid ? filter : { ...filter, lastUpdate: stored.lastUpdate };
        const result = await alerts(store).updateOne(guard, { $set: editedFields(body.alertConfig, now) });
        if (result.matchedCount !== 1)
          throw conflict('O alerta mudou ou foi excluído. Atualize a página e tente de novo.');
        return answer(store, caller.userId, body.asset, body.timeframe, id);
      },
    }),
    DELETE: method({
      access: 'alerts:use',
      deniedMessage: ALERTS_DENIED,
      body: alertDeleteSchema,
      handler: async ({ caller, body, store }) => {
        if (!caller) throw new Error('policy access without caller');
        const result = await alerts(store).deleteOne({
          _id: alertDocId(caller.userId, body.id),
          userId: caller.userId,
          asset: body.asset,
          timeframe: body.timeframe,
        });
        if (result.deletedCount !== 1) throw notFound(NOT_FOUND);
        return answer(store, caller.userId, body.asset, body.timeframe, body.id);
      },
    }),
  },
});
