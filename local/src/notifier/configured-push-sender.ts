import { config } from '../../../api/src/config';
import { WebPushSender } from '@agulhadas/delivery/push/web-push-sender';

/**
 * The push sender with the API's VAPID keys (the public local pair unless set). Local mode needs no stand-in sender:
 * the local push service is an HTTP endpoint like a vendor's, so the real adapter reaches it, encryption and
 * signature included.
 */
export function configuredPushSender(): WebPushSender {
  const { vapidSubject, vapidPublicKey, vapidPrivateKey, localMode } = config();
  // The local push service listens on this machine: loopback is reached in local mode, and only there.
  return new WebPushSender(
    { subject: vapidSubject, publicKey: vapidPublicKey, privateKey: vapidPrivateKey },
    { allowLoopback: localMode },
  );
}
