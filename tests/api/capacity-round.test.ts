import { describe, expect, it } from '@jest/globals';
import { runCapacityRound } from '../../bench/support/capacity-round';

/**
 * The capacity bench at a small size, in real time: 2 000 users, 20 000 alerts, a close on which about 370 fire
 * through the real ingest and alert engine, two notifiers on the Telegram stand-in (2 % of sends answering 500, some
 * delivered but answered after the sender's timeout), the first killed mid-batch. Every queued message reaches its
 * chat, without a 429, in order, none sent twice beyond the resends of unknown outcomes, none expired.
 */
describe('capacity round (small)', () => {
  it('delivers every fired alert once per chat, in order, within Telegram’s limits, though a notifier dies mid-batch', async () => {
    const figures = await runCapacityRound({
      users: 2000,
      alerts: 20_000,
      telegramShare: 0.8,
      groups: 2,
      groupMembers: 20,
      movingSeries: 2400,
      killAtShare: 0.25,
      timeoutShare: 0.01,
      maxDrainMs: 150_000,
    });
    expect(figures.fired).toBeGreaterThan(300);
    expect(figures.queued).toBeGreaterThan(200);
    expect(figures.killedWithInFlight).toBeGreaterThan(0);
    expect(figures.serverErrors).toBeGreaterThan(0);
    expect(figures.pendingLeft).toBe(0);
    expect(figures.delivered).toBe(figures.queued);
    expect(figures.rateLimitedBy).toEqual({ bot: 0, chat: 0, group: 0 });
    expect(figures.duplicatesBeyondAtLeastOnce).toBe(0);
    expect(figures.outOfOrder).toBe(0);
    expect(figures.expired).toBe(0);
  }, 240_000);
});
