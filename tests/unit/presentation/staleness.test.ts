import {
  FADED_OPACITY,
  isFreshCapture,
  isStale,
  rowOpacity,
  STALE_AFTER_MS,
} from '../../../src/features/assets/model/staleness';

const now = new Date('2026-11-20T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('stale fade', () => {
  it('thresholds: W 7 days, D 24 h, 240 4 h, H 1 h, 15 15 min', () => {
    expect(STALE_AFTER_MS).toEqual({ W: 7 * 24 * HOUR, D: 24 * HOUR, '240': 4 * HOUR, '60': HOUR, '15': 15 * MIN });
  });

  it('a reading is stale only past its threshold', () => {
    expect(isStale('15', ago(15 * MIN), now)).toBe(false);
    expect(isStale('15', ago(15 * MIN + 1), now)).toBe(true);
    expect(isStale('60', ago(59 * MIN), now)).toBe(false);
    expect(isStale('240', ago(5 * HOUR), now)).toBe(true);
    expect(isStale('D', ago(23 * HOUR), now)).toBe(false);
    expect(isStale('W', ago(8 * 24 * HOUR), now)).toBe(true);
  });

  it('missing or unreadable dates count as stale', () => {
    expect(isStale('D', null, now)).toBe(true);
    expect(isStale('D', 'ontem', now)).toBe(true);
  });

  it('fades to 0.3 unless the option is off or full opacity is forced', () => {
    const old = ago(2 * HOUR);
    expect(rowOpacity('60', old, now, { fadeExpired: true })).toBe(FADED_OPACITY);
    expect(FADED_OPACITY).toBe(0.3);
    expect(rowOpacity('60', old, now, { fadeExpired: false })).toBe(1);
    expect(rowOpacity('60', old, now, { fadeExpired: true, forceFull: true })).toBe(1);
    expect(rowOpacity('60', ago(MIN), now, { fadeExpired: true })).toBe(1);
  });

  it('the capture text is highlighted only within 15 minutes', () => {
    expect(isFreshCapture(ago(5 * MIN), now)).toBe(true);
    expect(isFreshCapture(ago(16 * MIN), now)).toBe(false);
    expect(isFreshCapture(null, now)).toBe(false);
  });
});
