import { describe, expect, it } from '@jest/globals';
import { msToNextRound, nextRound } from '../../robot/src/rounds/round-clock';

const MINUTE = 60_000;
const production = { everyMs: 15 * MINUTE, delayMs: 20_000, preCloseLeadMs: 5 * MINUTE };
const at = (hhmmss: string) => Date.parse(`2026-11-20T${hhmmss}Z`);
const next = (hhmmss: string, clock = production) =>
  new Date(at(hhmmss) + msToNextRound(at(hhmmss), clock)).toISOString().slice(11, 19);

describe('msToNextRound', () => {
  it('runs at 20 s after each quarter hour and 5 minutes before it', () => {
    expect(next('20:45:30')).toBe('20:55:20');
    expect(next('20:55:20')).toBe('21:00:20');
    expect(next('21:00:20')).toBe('21:10:20');
    expect(next('20:40:00')).toBe('20:40:20');
  });

  it('so a B3 daily candle closing at 21:00 UTC has a round inside its 5-minute window', () => {
    const round = at('20:50:00') + msToNextRound(at('20:50:00'), production);
    expect(round).toBeGreaterThanOrEqual(at('20:55:00'));
    expect(round).toBeLessThan(at('21:00:00'));
  });

  it('keeps only the quarter-hour rounds without a lead', () => {
    expect(next('20:45:30', { ...production, preCloseLeadMs: 0 })).toBe('21:00:20');
  });

  it('says which rounds are pre-close ones (they read only the assets pre-close alerts watch)', () => {
    const kindAfter = (hhmmss: string, clock = production) => nextRound(at(hhmmss), clock).preClose;
    expect(kindAfter('20:45:30')).toBe(true);
    expect(kindAfter('20:55:20')).toBe(false);
    expect(kindAfter('20:54:59')).toBe(true);
    expect(kindAfter('20:45:30', { ...production, preCloseLeadMs: 0 })).toBe(false);
  });
});
