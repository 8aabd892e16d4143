import { oneLineText } from '../validation/text-schemas';
import { z } from '../validation/zod';

/** One device that receives the user's alerts as web push notifications, as the list on /dispositivos shows it. */
export interface PushDevice {
  id: string;
  label: string;
  createdAt: string;
}

/** What GET /api/pushSubscriptions answers: the key a browser subscribes with, and the user's devices. */
export interface PushDevicesAnswer {
  publicKey: string;
  devices: PushDevice[];
  /**
   * Local mode only: where a browser gets a subscription to the local push stand-in, since its vendor's push
   * service cannot be reached from a machine without internet; null in a deployment.
   */
  standInSubscribePath: string | null;
}

/** A browser's PushSubscription as `toJSON()` gives it (plus the device's label), as POSTed by /dispositivos. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ error: 'Endereço de push inválido.' }).max(2048),
  keys: z.object({
    // An uncompressed P-256 point (65 bytes) and a 16-byte secret, in base64url.
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{87}$/, { error: 'Chave inválida.' }),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}$/, { error: 'Chave inválida.' }),
  }),
  label: oneLineText('O nome do aparelho', 80).min(1),
});

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** What a push message carries to the service worker: the notification's texts and the chart it opens. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path on the site, e.g. /grafico/BMFBOVESPA/PETR4/D. */
  url: string;
}
