import { describe, expect, it } from '@jest/globals';
import { retryAfterMs } from '@agulhadas/delivery/push/retry-after';

describe('retryAfterMs', () => {
  const now = new Date('2026-11-26T10:00:00.000Z');

  it('reads seconds and HTTP dates, never a negative wait', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Thu, 26 Nov 2026 10:01:30 GMT', now)).toBe(90_000);
    expect(retryAfterMs('Thu, 26 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('answers null when the header is absent or unreadable, so the caller backs off on its own', () => {
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('', now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs('-5', now)).toBeNull();
  });
});
