import { z } from 'zod';
import { oneLineText } from '@agulhadas/domain/validation/text-schemas';
import { pushSubscriptionSchema, type PushDevice, type PushDevicesAnswer } from '@agulhadas/domain/push/push-device';
import { withoutOperatorKeys } from '../alerts/alert-request-schemas';
import { config, featureOn } from '../config';
import { defineFunction, method } from '../http/define-function';
import { HttpError, jsonResponse, notFound } from '../http/errors';
import { registerDevice } from '../push/register-device';
import { localStandIns } from '../runtime/stand-ins';
import { pushSubscriptions, type PushSubscriptionDoc } from '@agulhadas/delivery/push/push-subscriptions';
import type { Store } from '../store/types';

export const PUSH_OFF = 'O envio de alertas por notificação está desativado neste site.';
export const PUSH_DENIED = 'Para receber alertas neste aparelho você deve estar logado e ser assinante.';

const deleteBody = withoutOperatorKeys(z.object({ id: oneLineText('O identificador do aparelho', 64).min(1) }));

const asDevice = ({ _id, label, createdAt }: PushSubscriptionDoc): PushDevice => ({ id: _id, label, createdAt });

async function devicesOf(store: Store, userId: string): Promise<PushDevice[]> {
  const docs = await pushSubscriptions(store)
    .find({ userId }, { sort: { createdAt: 1 } })
    .toArray();
  return docs.map(asDevice);
}

function requirePushOn(): void {
  if (!featureOn('push')) throw new HttpError(503, PUSH_OFF);
}

/**
 * /api/pushSubscriptions, the devices that receive the caller's alerts as web push notifications:
 * GET → {publicKey, devices, standInSubscribePath}; POST a browser's subscription → {device, devices}; DELETE {id}
 * → {devices}. One document per push endpoint, since a browser keeps a single subscription (`registerDevice` says who
 * may take a device over, and how many a user may have).
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
        const device = await registerDevice(store, caller.userId, body, now);
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
