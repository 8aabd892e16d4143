/**
 * A fixed-window counter per key, in this instance's memory: enough to stop one client hammering an endpoint
 * (each Functions instance counts on its own; the endpoint's own check is the real protection).
 */
export interface RateLimiter {
  /** Counts one call; false when the key is over the limit in the current window. */
  take(key: string, now: number): boolean;
}

export function fixedWindowLimiter(limit: number, windowMs: number, maxKeys = 10_000): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key, now) {
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        // Old windows go when the map is full: a flood of new keys cannot grow it without bound.
        if (windows.size >= maxKeys) windows.clear();
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count <= limit;
    },
  };
}

/** The caller's address as SWA and the local front forward it. */
export function clientAddress(headers: { get(name: string): string | null }): string {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-client-ip') || 'unknown';
}
