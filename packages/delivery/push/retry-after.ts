/**
 * Milliseconds to wait from a Retry-After header, which is either a number of seconds or an HTTP date; null when
 * absent or unreadable (the caller then uses its own back-off). Never negative: a date already past means now.
 */
export function retryAfterMs(header: string | null, now: Date): number | null {
  const value = header?.trim() ?? '';
  if (value === '') return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its day and month; Date.parse alone would also read '-5' as a year.
  const at = /^[A-Za-z]{3}, /.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}
