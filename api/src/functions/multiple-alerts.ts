import { can } from '@agulhadas/domain/permissions';
import { onlyTurnsOff } from '../alerts/alert-changes';
import { editedFields } from '@agulhadas/domain/alerts/alert';
import { ALERTS_DENIED, bulkDeleteSchema, bulkUpdateSchema } from '../alerts/alert-request-schemas';
import { defineFunction, method } from '../http/define-function';
import { forbidden, jsonResponse } from '../http/errors';
import { alertDocId, alertGroupsOf, alerts, toAlert, type AlertDoc } from '../store/alerts';
import type { Store } from '../store/types';

const TURN_ON_DENIED = 'Ligar alertas em massa está disponível apenas para assinantes.';

interface AlertKey {
  asset: string;
  timeframe: string;
  id: string;
}

/** The caller's stored alerts among the given keys; keys of other users or other assets simply do not match. */
async function ownAlerts(store: Store, userId: string, keys: readonly AlertKey[]): Promise<Map<string, AlertDoc>> {
  const docs = await alerts(store)
    .find({ _id: { $in: keys.map((key) => alertDocId(userId, key.id)) }, userId })
    .toArray();
  const wanted = new Set(keys.map((key) => `${key.id}|${key.asset}|${key.timeframe}`));
  return new Map(
    docs.filter((doc) => wanted.has(`${doc.id}|${doc.asset}|${doc.timeframe}`)).map((doc) => [doc.id, doc]),
  );
}

/**
 * /api/multipleAlerts: POST `{alertUpdates}` edits many alerts at once (the bulk 'Ligar todos' /
 * 'Desligar todos' of /alertas and the templates page), DELETE `{alerts}` removes many ('Excluir todos').
 * Permissions are checked for the whole batch before anything is written: switching on needs
 * 'alerts:turnOnAll', any other change besides switching off needs 'alerts:use'.
 */
export const multipleAlerts = defineFunction({
  name: 'multipleAlerts',
  methods: {
    POST: method({
      access: 'user',
      body: bulkUpdateSchema,
      maxBodyBytes: 1024 * 1024,
      handler: async ({ caller, body, store, now }) => {
        if (!caller) throw new Error('user access without caller');
        const stored = await ownAlerts(store, caller.userId, body.alertUpdates);
        const matched = body.alertUpdates.filter((item) => stored.has(item.id));
        const paid = can(caller.roles, 'alerts:use');
        for (const item of matched) {
          const before = toAlert(stored.get(item.id)!);
          if (item.alertConfig.active && !before.active && !can(caller.roles, 'alerts:turnOnAll'))
            throw forbidden(TURN_ON_DENIED);
          if (!paid && !onlyTurnsOff(before, item.alertConfig)) throw forbidden(ALERTS_DENIED);
        }
        const result = matched.length
          ? await alerts(store).bulkWrite(
              matched.map((item) => {
                const before = stored.get(item.id)!;
                // Non-paying owners may only switch off: their write holds only if the alert is still as checked.
                const filter = {
                  _id: before._id,
                  userId: caller.userId,
                  ...(paid ? {} : { lastUpdate: before.lastUpdate }),
                };
                return { updateOne: { filter, update: { $set: editedFields(item.alertConfig, now) } } };
              }),
              { ordered: false },
            )
          : { modifiedCount: 0 };
        return jsonResponse(200, {
          result: { modifiedCount: result.modifiedCount },
          alerts: await alertGroupsOf(store, caller.userId),
        });
      },
    }),
    DELETE: method({
      access: 'alerts:use',
      deniedMessage: ALERTS_DENIED,
      body: bulkDeleteSchema,
      maxBodyBytes: 1024 * 1024,
      handler: async ({ caller, body, store }) => {
        if (!caller) throw new Error('policy access without caller');
        const stored = await ownAlerts(store, caller.userId, body.alerts);
        const ids = [...stored.values()].map((doc) => doc._id);
        const result = ids.length
          ? await alerts(store).deleteMany({ _id: { $in: ids }, userId: caller.userId })
          : { deletedCount: 0 };
        return jsonResponse(200, {
          result: { deletedCount: result.deletedCount },
          alerts: await alertGroupsOf(store, caller.userId),
        });
      },
    }),
  },
});
