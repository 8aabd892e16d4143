import { describe, expect, it } from '@jest/globals';
import { SILENT_AFTER_MS, silenceLabel } from '../../../src/features/realtime/model/silence';

const NOW = Date.parse('2026-11-24T17:00:00Z'); // 14:00:00 in São Paulo
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('silenceLabel', () => {
  it('says nothing while the symbol traded in the last 30 seconds', () => {
    expect(SILENT_AFTER_MS).toBe(30_000);
    expect(silenceLabel(ago(0), NOW)).toBeNull();
    expect(silenceLabel(ago(30_000), NOW)).toBeNull();
  });

  it('counts the seconds under a minute', () => {
    expect(silenceLabel(ago(30_001), NOW)).toBe('sem negócios há 30 s');
    expect(silenceLabel(ago(42_900), NOW)).toBe('sem negócios há 42 s');
  });

  it('gives the time of the last trade from a minute on, with its day when not today (São Paulo clock)', () => {
    expect(silenceLabel(ago(60_000), NOW)).toBe('sem negócios desde 13:59:00');
    expect(silenceLabel('2026-11-24T16:03:27.000Z', NOW)).toBe('sem negócios desde 13:03:27');
    expect(silenceLabel('2026-11-20T17:03:27.000Z', NOW)).toBe('sem negócios desde 20/11 14:03:27');
  });

  it('ignores a time it cannot read', () => {
    expect(silenceLabel('not a date', NOW)).toBeNull();
  });
});
