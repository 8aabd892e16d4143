/**
 * Milliseconds a `Retry-After` header asks to wait (RFC 9110 §10.2.3: delay in seconds or an HTTP date), or
 * undefined when absent or unreadable — the caller then decides, never a made-up figure.
 */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}
