import type { Store } from '../../../../api/src/store/types';

/**
 * The local push service's subscriptions: the keys a browser would keep (kept here so the inbox page can decrypt
 * what arrives) and the application server key the subscription was made with (only messages signed by it are taken).
 */
export interface LocalPushDeviceDoc {
  _id: string;
  /** The browser that subscribed (a cookie of the local push service). */
  browserId: string;
  privateKey: string;
  publicKey: string;
  authSecret: string;
  applicationServerKey: string;
  createdAt: string;
}

/** One message as it reached the local push service: the encrypted body (base64) and its headers. */
export interface LocalPushMessageDoc {
  _id: string;
  deviceId: string;
  receivedAt: string;
  body: string;
  ttl: string;
  urgency: string;
}

export const localPushDevices = (store: Store) => store.collection<LocalPushDeviceDoc>('local_push_devices');
export const localPushMessages = (store: Store) => store.collection<LocalPushMessageDoc>('local_push_messages');
