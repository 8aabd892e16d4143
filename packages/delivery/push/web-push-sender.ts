import webpush from 'web-push';
import type { PushPayload } from '@agulhadas/domain/push/push-device';
import { pushOutcome } from './push-outcome';
import type { PushOutcome, PushSender, PushTarget } from './push-sender';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** An alert is about the current candle: an hour later it is news no more, so the push service may drop it. */
const TIME_TO_LIVE_SECONDS = 3600;
/** A send not answered by then is retried later: the notifier's leases outlast it. */
export const PUSH_SEND_TIMEOUT_MS = 10_000;

/**
 * The real push delivery: `web-push` encrypts the payload (RFC 8291, aes128gcm) and signs the VAPID header
 * (RFC 8292); the request itself goes out through fetch, so a timeout and every answer map to one outcome (and the
 * local push stand-in, served over http, is reached the same way as a vendor's push service).
 */
export class WebPushSender implements PushSender {
  constructor(
    private readonly vapid: VapidDetails,
    private readonly clock: () => Date = () => new Date(),
    private readonly timeoutMs = PUSH_SEND_TIMEOUT_MS,
  ) {}

  async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
    const request = webpush.generateRequestDetails(target, JSON.stringify(payload), {
      vapidDetails: this.vapid,
      TTL: TIME_TO_LIVE_SECONDS,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
    });
    let answer: Response;
    try {
      answer = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      // Too slow: the service may have taken the message. By name: the timeout's DOMException may come from another realm.
      if (typeof error === 'object' && error !== null && 'name' in error && error.name === 'TimeoutError') return { kind: 'unknown' };
      // Unreachable: as transient as a 503, without a Retry-After.
      return { kind: 'retry-later', status: null, retryAfterMs: null };
    }
    return pushOutcome(answer.status, answer.headers.get('retry-after'), await answer.text(), this.clock());
  }
}
