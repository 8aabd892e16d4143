import { ApiError } from '../../lib/api';
import { REALTIME_TEXTS } from './model/texts';
import { negotiateRealtimeUrl } from './negotiate';

const NEGOTIATE_RETRY_MAX_MS = 15_000;
/** Given to the socket once its connection was closed during a negotiation: the socket never uses it. */
const CLOSED_URL = 'ws://127.0.0.1:9/closed';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface NegotiationWatch {
  /** False once the user closed this connection (or opened another). */
  isCurrent(): boolean;
  onFailure(message: string): void;
  /** Signed out or not VIP: retrying cannot help. */
  onRefused(): void;
}

/** The URL source for the reconnecting socket: a fresh negotiate per attempt, retried with back-off while this connection is current. */
export function negotiatedUrl(watch: NegotiationWatch): () => Promise<string> {
  return async () => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await negotiateRealtimeUrl();
      } catch (failure) {
        watch.onFailure(REALTIME_TEXTS.connectError(failure instanceof Error ? failure.message : String(failure)));
        if (failure instanceof ApiError && (failure.status === 401 || failure.status === 403)) watch.onRefused();
        if (!watch.isCurrent()) return CLOSED_URL;
        await sleep(Math.min(1000 * 2 ** attempt, NEGOTIATE_RETRY_MAX_MS));
      }
    }
  };
}
