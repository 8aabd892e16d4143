import type { PushOutcome } from './push-sender';
import { retryAfterMs } from './retry-after';

/** The outcome of a push service's answer (RFC 8030): 201 accepted, 404/410 gone, 429 and 5xx transient. */
export function pushOutcome(status: number, retryAfter: string | null, body: string, now: Date): PushOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  if (status === 429 || status >= 500)
    return { kind: 'retry-later', status, retryAfterMs: retryAfterMs(retryAfter, now) };
  return { kind: 'refused', status, detail: body.slice(0, 200) };
}
