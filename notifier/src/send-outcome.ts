import { isNamedError } from '@agulhadas/delivery/errors/named-error';
import { DeliveryDeferred, DeliveryRefused } from '@agulhadas/delivery/queue/queued-delivery';

/**
 * What a failed send means for the message: 'deferred', the receiver asked to wait (Telegram's 429); 'refused', it
 * will never take it; 'unknown', no answer came (a timeout or a dropped connection after the request left), so the
 * receiver may have it; 'failed', it answered with an error and a later attempt may work.
 */
export type SendFailure =
  { kind: 'deferred'; retryAt: number } | { kind: 'refused' } | { kind: 'unknown' } | { kind: 'failed' };

export function classifySendError(error: unknown): SendFailure {
  if (error instanceof DeliveryDeferred) return { kind: 'deferred', retryAt: error.retryAt.getTime() };
  if (error instanceof DeliveryRefused) return { kind: 'refused' };
  // fetch's timeout or abort: the message may have reached Telegram already.
  if (isNamedError(error, 'TimeoutError', 'AbortError')) return { kind: 'unknown' };
  // nodemailer's timeouts (connecting, the greeting, a silent server mid-message) all carry this code.
  if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'ETIMEDOUT')
    return { kind: 'unknown' };
  return { kind: 'failed' };
}

export const errorText = (error: unknown) => String(error instanceof Error ? error.message : error).slice(0, 500);
