import { randomUUID } from 'node:crypto';
import type { PushSubscriptionInput } from '@agulhadas/domain/push/push-device';
import { isPushServiceEndpoint } from '@agulhadas/delivery/push/push-service-hosts';
import { pushSubscriptions, type PushSubscriptionDoc } from '@agulhadas/delivery/push/push-subscriptions';
import { config } from '../config';
import { badRequest, conflict } from '../http/errors';
import { DuplicateKeyError, type Store } from '../store/types';

/** Each device is one more request per alert to a push service: a bound keeps one account's fan-out small. */
export const MAX_PUSH_DEVICES_PER_USER = 10;

export const PUSH_ENDPOINT_REFUSED = 'Endereço de push inválido.';
export const PUSH_TOO_MANY_DEVICES = `Você já recebe alertas em ${MAX_PUSH_DEVICES_PER_USER} aparelhos. Remova um deles para ativar este.`;
export const PUSH_DEVICE_OF_ANOTHER_ACCOUNT = 'Este aparelho já recebe os alertas de outra conta.';

/**
 * A deployment sends only to the browsers' push services (https, a known host), so a subscription cannot aim the
 * notifier at an address of its choosing; local mode also takes the local push stand-in, served over http.
 */
function acceptableEndpoint(endpoint: string): boolean {
  const { localMode, pushServiceHosts } = config();
  if (localMode) return /^https?:$/.test(new URL(endpoint).protocol);
  return isPushServiceEndpoint(endpoint, pushServiceHosts);
}

const sameKeys = (a: PushSubscriptionDoc['keys'], b: PushSubscriptionDoc['keys']) =>
  a.p256dh === b.p256dh && a.auth === b.auth;

/**
 * A place free among the user's devices (or 409): each device takes one, kept unique per user by the store, so
 * registrations racing for the last place cannot both take it. A device saved before places existed holds none, and
 * takes one off the top of the range instead; there are no new ones, so the total stays within the limit.
 */
async function freeSlot(store: Store, userId: string): Promise<number> {
  const devices = await pushSubscriptions(store).find({ userId }).toArray();
  const taken = new Set(devices.map((device) => device.slot));
  const places = MAX_PUSH_DEVICES_PER_USER - devices.filter((device) => device.slot === undefined).length;
  for (let slot = 0; slot < places; slot++) if (!taken.has(slot)) return slot;
  throw conflict(PUSH_TOO_MANY_DEVICES);
}

/**
 * Saves a browser's subscription as one of the user's devices. The same endpoint is the same browser: subscribing
 * again updates the user's device; another user signed in on that browser takes it over only by showing the keys the
 * browser holds (a browser keeps them across sign-ins), since the endpoint alone may have been seen elsewhere and
 * must not let anyone silence another user's device. A device new to the user counts against the limit.
 */
export async function registerDevice(
  store: Store,
  userId: string,
  input: PushSubscriptionInput,
  now: Date,
): Promise<PushSubscriptionDoc> {
  if (!acceptableEndpoint(input.endpoint)) throw badRequest(PUSH_ENDPOINT_REFUSED);
  const devices = pushSubscriptions(store);
  const existing = await devices.findOne({ endpoint: input.endpoint });
  if (!existing) {
    const device: PushSubscriptionDoc = {
      _id: randomUUID(),
      userId,
      endpoint: input.endpoint,
      keys: input.keys,
      label: input.label,
      createdAt: now.toISOString(),
      slot: await freeSlot(store, userId),
    };
    try {
      await devices.insertOne(device);
    } catch (error) {
      // Another request saved this endpoint, or took this place, in between: judged again on what is there now.
      if (error instanceof DuplicateKeyError) return registerDevice(store, userId, input, now);
      throw error;
    }
    return device;
  }
  const moving = existing.userId !== userId;
  if (moving && !sameKeys(existing.keys, input.keys)) throw conflict(PUSH_DEVICE_OF_ANOTHER_ACCOUNT);
  // A device moving to this user takes one of this user's places.
  const slot = moving ? { slot: await freeSlot(store, userId) } : {};
  let updated: PushSubscriptionDoc | null;
  try {
    // Conditional on what was read, so a change in between (another move, new keys) is not overwritten.
    updated = await devices.findOneAndUpdate(
      {
        _id: existing._id,
        userId: existing.userId,
        'keys.p256dh': existing.keys.p256dh,
        'keys.auth': existing.keys.auth,
      },
      { $set: { userId, keys: input.keys, label: input.label, ...slot } },
      { returnDocument: 'after' },
    );
  } catch (error) {
    // Another device took this place in between.
    if (error instanceof DuplicateKeyError) return registerDevice(store, userId, input, now);
    throw error;
  }
  if (!updated) throw conflict(PUSH_DEVICE_OF_ANOTHER_ACCOUNT);
  return updated;
}
