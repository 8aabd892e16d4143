import { config } from '../../config';
import type { PushSender } from './push-sender';
import { WebPushSender } from './web-push-sender';

/**
 * The push sender with the configured VAPID keys. Local mode needs no stand-in sender: the local push service is an
 * HTTP endpoint like a vendor's, so the real adapter reaches it, encryption and signature included.
 */
export function pushSender(): PushSender {
  const { vapidSubject, vapidPublicKey, vapidPrivateKey } = config();
  return new WebPushSender({ subject: vapidSubject, publicKey: vapidPublicKey, privateKey: vapidPrivateKey });
}
