/** Cancels a scheduled call. */
export type Cancel = () => void;

export interface AnnouncementThrottleOptions {
  /** The shortest time between two announcements. */
  intervalMs: number;
  now: () => number;
  /** Runs `run` after `ms` (setTimeout in the browser, a fake clock in tests). */
  schedule: (run: () => void, ms: number) => Cancel;
  announce: (text: string) => void;
}

export interface AnnouncementThrottle {
  /** The newest summary; announced now, or at the end of the current interval if one was announced lately. */
  offer(text: string): void;
  dispose(): void;
}

/**
 * A live region that changes on every tick makes a screen reader talk without pause. The throttle announces at most
 * once per interval: the first summary at once, then only the newest one offered during the interval, when it ends.
 * A summary equal to the last announced is not repeated.
 */
export function createAnnouncementThrottle({
  intervalMs,
  now,
  schedule,
  announce,
}: AnnouncementThrottleOptions): AnnouncementThrottle {
  let lastAt = Number.NEGATIVE_INFINITY;
  let lastText: string | null = null;
  let pending: string | null = null;
  let cancel: Cancel | null = null;

  const flush = () => {
    cancel = null;
    if (pending === null || pending === lastText) {
      pending = null;
      return;
    }
    lastText = pending;
    pending = null;
    lastAt = now();
    announce(lastText);
  };

  return {
    offer(text) {
      pending = text;
      if (cancel) return;
      const wait = lastAt + intervalMs - now();
      if (wait <= 0) flush();
      else cancel = schedule(flush, wait);
    },
    dispose() {
      cancel?.();
      cancel = null;
      pending = null;
    },
  };
}
