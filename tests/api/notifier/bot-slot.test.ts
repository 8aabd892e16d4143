import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Store } from '../../../api/src/store/types';
import { botSlot } from '../../../notifier/src/telegram/bot-slot';
import { BOT_SPACING_MS } from '../../../notifier/src/telegram/telegram-pace';
import { freshStore } from '../../support/api-client';
import { virtualClock } from '../../support/virtual-clock';

const START = Date.parse('2026-11-20T12:00:05.000Z');

describe("the bot's send slot", () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
  });

  it('is the next token, used when it is due', async () => {
    const clock = virtualClock(START);
    expect(await botSlot(store, clock, { until: 0 })).toBe(START);
    expect(await botSlot(store, clock, { until: 0 })).toBe(START + BOT_SPACING_MS);
    expect(clock.now()).toBe(START + BOT_SPACING_MS);
  });

  it('gives up a token whose wait woke more than one spacing late, and uses the next one instead', async () => {
    const clock = virtualClock(START);
    let waits = 0;
    // The first wait ends 100 ms after its time, as when the event loop was busy meanwhile.
    const busy = { ...clock, sleepUntil: (time: number) => clock.sleepUntil((waits += 1) === 1 ? time + 100 : time) };
    const slot = await botSlot(store, busy, { until: 0 });
    expect(slot).toBe(START + 100);
    expect(clock.now() - slot).toBeLessThanOrEqual(BOT_SPACING_MS);
    expect(waits).toBe(2);
  });

  it('takes no token before the pause of the last 429', async () => {
    const clock = virtualClock(START);
    expect(await botSlot(store, clock, { until: START + 7000 })).toBe(START + 7000);
  });
});
