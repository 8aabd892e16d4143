import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { pushSubscriptionSchema, type PushDevice, type PushDevicesAnswer } from '@agulhadas/domain/push/push-device';
import { withoutOperatorKeys } from '../alerts/alert-request-schemas';
import { config, featureOn } from '../config';
import { defineFunction, method } from '../http/define-function';
import { HttpError, badRequest, jsonResponse, notFound } from '../http/errors';
import { localStandIns } from '../runtime/stand-ins';
import { pushSubscriptions, type PushSubscriptionDoc } from '@agulhadas/delivery/push/push-subscriptions';
import type { Store } from '../store/types';

export const PUSH_OFF = 'O envio de alertas por notificação está desativado neste site.';
export const PUSH_DENIED = 'Para receber alertas neste aparelho você deve estar logado e ser assinante.';
export const PUSH_ENDPOINT_REFUSED = 'Endereço de push inválido.';

const deleteBody = withoutOperatorKeys(z.object({ id: z.string().trim().min(1).max(64) }));

const asDevice = ({ _id, label, createdAt }: PushSubscriptionDoc): PushDevice => ({ id: _id, label, createdAt });

async function devicesOf(store: Store, userId: string): Promise<PushDevice[]> {
  const docs = await pushSubscriptions(store)
    .find({ userId }, { sort: { createdAt: 1 } })
    .toArray();
  return docs.map(asDevice);
}

/** Real push services are reached over https only; local mode also accepts the local stand-in's http address. */
function acceptableEndpoint(endpoint: string): boolean {
  const protocol = new URL(endpoint).protocol;
  return protocol === 'https:' || (config().localMode && protocol === 'http:');
}

function requirePushOn(): void {
  if (!featureOn('push')) throw new HttpError(503, PUSH_OFF);
}

/**
 * /api/pushSubscriptions, the devices that receive the caller's alerts as web push notifications:
 * GET → {publicKey, devices, standInSubscribePath}; POST a browser's subscription → {device, devices}; DELETE {id}
 * → {devices}. One document per push endpoint: a browser that subscribes again (or another user signing in on the
 * same browser) takes the device over instead of adding a second one, since the browser keeps a single subscription.
 */
export const pushSubscriptionsFunction = defineFunction({
  name: 'pushSubscriptions',
  methods: {
    GET: method({
      access: 'push:use',
      deniedMessage: PUSH_DENIED,
      handler: async ({ caller, store }) => {
        if (!caller) throw new Error('policy access without caller');
        requirePushOn();
        const answer: PushDevicesAnswer = {
          publicKey: config().vapidPublicKey,
          devices: await devicesOf(store, caller.userId),
          standInSubscribePath: localStandIns()?.pushSubscribePath ?? null,
        };
        return jsonResponse(200, answer);
      },
    }),
    POST: method({
      access: 'push:use',
      deniedMessage: PUSH_DENIED,
      body: withoutOperatorKeys(pushSubscriptionSchema),
      handler: async ({ caller, body, store, now }) => {
        if (!caller) throw new Error('policy access without caller');
        requirePushOn();
        if (!acceptableEndpoint(body.endpoint)) throw badRequest(PUSH_ENDPOINT_REFUSED);
        const device = await pushSubscriptions(store).findOneAndUpdate(
          { endpoint: body.endpoint },
          {
            $set: { userId: caller.userId, keys: body.keys, label: body.label },
            $setOnInsert: { _id: randomUUID(), endpoint: body.endpoint, createdAt: now.toISOString() },
          },
          { upsert: true, returnDocument: 'after' },
        );
        if (!device) throw new Error('upsert answered no document');
        return jsonResponse(200, { device: asDevice(device), devices: await devicesOf(store, caller.userId) });
      },
    }),
    DELETE: method({
      access: 'user',
      body: deleteBody,
      handler: async ({ caller, body, store }) => {
        if (!caller) throw new Error('user access without caller');
        // Removing one's own device never needs a plan: a lapsed subscriber can still stop the notifications.
        const removed = await pushSubscriptions(store).deleteOne({ _id: body.id, userId: caller.userId });
        if (removed.deletedCount === 0) throw notFound('Aparelho não encontrado.');
        return jsonResponse(200, { devices: await devicesOf(store, caller.userId) });
      },
    }),
  },
});
