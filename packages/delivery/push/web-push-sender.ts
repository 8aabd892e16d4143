import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import webpush from 'web-push';
import type { PushPayload } from '@agulhadas/domain/push/push-device';
import { isNamedError } from '../errors/named-error';
import { guardedLookup, RefusedAddressError } from './guarded-lookup';
import { pushOutcome } from './push-outcome';
import type { PushOutcome, PushSender, PushTarget } from './push-sender';
import { refusedAddressReason } from './refused-addresses';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

export interface WebPushSenderOptions {
  /**
   * Local mode only: the local push stand-in listens on the machine itself, so loopback addresses are reached there;
   * a deployment refuses them like every other private address.
   */
  allowLoopback: boolean;
  clock?: () => Date;
  /** How long a send may wait for the push service's answer before its outcome is unknown. */
  timeoutMs?: number;
}

/** An alert is about the current candle: an hour later it is news no more, so the push service may drop it. */
const TIME_TO_LIVE_SECONDS = 3600;
/** A send not answered by then is retried later: the notifier's leases outlast it. */
export const PUSH_SEND_TIMEOUT_MS = 10_000;
/** Only the start of an answer's body is kept (for the log of a refusal). */
const MAX_ANSWER_CHARACTERS = 4096;

interface Answer {
  status: number;
  retryAfter: string | null;
  body: string;
}

/**
 * The real push delivery: `web-push` encrypts the payload (RFC 8291, aes128gcm) and signs the VAPID header
 * (RFC 8292); the request goes out through node:http(s), which follows no redirect (a 3xx is a refusal, so a push
 * service cannot send the notifier elsewhere), through agents whose DNS lookup refuses private addresses. The local
 * push stand-in, served over http, is reached the same way as a vendor's push service.
 */
export class WebPushSender implements PushSender {
  private readonly httpAgent: http.Agent;
  private readonly httpsAgent: https.Agent;
  private readonly clock: () => Date;

  constructor(
    private readonly vapid: VapidDetails,
    private readonly options: WebPushSenderOptions,
  ) {
    const lookup = guardedLookup(options.allowLoopback);
    this.httpAgent = new http.Agent({ keepAlive: true, lookup });
    this.httpsAgent = new https.Agent({ keepAlive: true, lookup });
    this.clock = options.clock ?? (() => new Date());
  }

  async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
    const request = webpush.generateRequestDetails(target, JSON.stringify(payload), {
      vapidDetails: this.vapid,
      TTL: TIME_TO_LIVE_SECONDS,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
    });
    const url = new URL(request.endpoint);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return { kind: 'refused-address', detail: `${url.protocol} is not http(s)` };
    // A literal address is never looked up, so it is judged here.
    const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
    const literalReason = isIP(literal) ? refusedAddressReason(literal, this.options.allowLoopback) : null;
    if (literalReason)
      return { kind: 'refused-address', detail: new RefusedAddressError(literal, literal, literalReason).message };
    try {
      const answer = await this.post(url, request);
      return pushOutcome(answer.status, answer.retryAfter, answer.body, this.clock());
    } catch (error) {
      if (error instanceof RefusedAddressError) return { kind: 'refused-address', detail: error.message };
      // Too slow: the request left, and the service may have taken the message.
      if (isTimeout(error)) return { kind: 'unknown' };
      // Unreachable: as transient as a 503, without a Retry-After.
      return { kind: 'retry-later', status: null, retryAfterMs: null };
    }
  }

  private async post(url: URL, request: webpush.RequestDetails): Promise<Answer> {
    const [client, agent] = url.protocol === 'https:' ? [https, this.httpsAgent] : [http, this.httpAgent];
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const outgoing = client.request(
        url,
        {
          method: request.method,
          headers: request.headers,
          agent,
          signal: AbortSignal.timeout(this.options.timeoutMs ?? PUSH_SEND_TIMEOUT_MS),
        },
        resolve,
      );
      outgoing.on('error', reject);
      outgoing.end(request.body ?? undefined);
    });
    response.setEncoding('utf8');
    let body = '';
    for await (const chunk of response) if (body.length < MAX_ANSWER_CHARACTERS) body += String(chunk);
    const retryAfter = response.headers['retry-after'];
    return { status: response.statusCode ?? 0, retryAfter: typeof retryAfter === 'string' ? retryAfter : null, body };
  }
}

/** Whether a send ended because its time ran out: the request's abort carries the timeout as its cause. */
function isTimeout(error: unknown): boolean {
  return (
    isNamedError(error, 'TimeoutError') ||
    (isNamedError(error, 'AbortError') && isNamedError(error.cause, 'TimeoutError'))
  );
}
