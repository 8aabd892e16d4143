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

/** '203.0.113.9:51234' → '203.0.113.9'; '[2001:db8::1]:443' → '2001:db8::1'; a bare IPv6 address stays whole. */
function withoutPort(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) return bracketed[1] ?? address;
  return /^[\d.]+:\d+$/.test(address) ? address.slice(0, address.lastIndexOf(':')) : address;
}

/**
 * The caller's address for rate limits: the LAST entry of X-Forwarded-For. A client may send the header itself, and
 * the front in Azure (Static Web Apps' edge, like Front Door) appends the address of the socket it accepted to
 * whatever came, so only the last entry is one the client cannot choose; the first is whatever the client wrote.
 * The local front appends the socket's address the same way. No header: one shared 'unknown' bucket.
 */
export function clientAddress(headers: { get(name: string): string | null }): string {
  const last = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return last ? withoutPort(last) : 'unknown';
}
