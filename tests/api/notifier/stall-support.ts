import { expect } from '@jest/globals';
import type { QueuedDelivery } from '@agulhadas/delivery/queue/queued-delivery';
import type { StoreCollection } from '@agulhadas/delivery/store/types';
import { BREAKER_TIMEOUTS, PROBE_EVERY_MS } from '../../../notifier/src/breaker/provider-breaker';
import type { Notifier } from '../../../notifier/src/notifier';
import type { VirtualClock } from '../../support/virtual-clock';

/** How long the provider stops answering: the stall a delivery check found losing one alert in eight. */
export const HANG_MS = 30_000;

/**
 * A provider stalled from `from` for `HANG_MS`: every send in that time gets no answer. The virtual clock does not
 * move while a send waits, so the send's timeout comes back at once and sends keep leaving at the full pace: the
 * breaker is tested at its tightest.
 */
export const stalledFrom = (from: number) => (at: number) => at >= from && at < from + HANG_MS;

/** fetch's timeout, as the Bot API and push senders see it. */
export const fetchTimeout = () =>
  Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' });

interface BreakerEvent {
  line: string;
  at: number;
  /** Sends made before the line was logged. */
  sends: number;
}

/** The notifier's log, each line with the clock's time and the number of sends made before it. */
export function breakerLog(clock: VirtualClock, sendsSoFar: () => number) {
  const events: BreakerEvent[] = [];
  return { events, log: (line: string) => void events.push({ line, at: clock.now(), sends: sendsSoFar() }) };
}

/** Drains until no message is pending, moving the clock to each next attempt (a message in back-off is not due). */
export async function drainUntilSettled(
  notifier: Notifier,
  clock: VirtualClock,
  queue: StoreCollection<QueuedDelivery>,
): Promise<void> {
  for (;;) {
    await notifier.drain();
    const next = await queue.findOne({ status: 'pending' }, { sort: { nextAttemptAt: 1 } });
    if (!next) return;
    await clock.sleepUntil(Date.parse(next.nextAttemptAt));
  }
}

/**
 * The breaker's rule, read from the times of the sends to one provider and the log: it opened on the stall once
 * `BREAKER_TIMEOUTS` sends were unanswered (with fewer than `maxBeforeOpen` sent into the stall by then: those already
 * leaving as the fifth timeout was recorded), closed again, and while open let through only probes, one per
 * `PROBE_EVERY_MS`.
 */
export function expectOnlyProbesWhileOpen(
  sendTimes: readonly number[],
  events: readonly BreakerEvent[],
  hung: (at: number) => boolean,
  key: string,
  maxBeforeOpen = 2 * BREAKER_TIMEOUTS,
) {
  const opened = events.filter(
    (event) => event.line.startsWith(`notifier: ${key} left`) && event.line.includes('sending stopped'),
  );
  const closed = events.filter((event) => event.line.startsWith(`notifier: ${key} answers again`));
  expect(opened).toHaveLength(1);
  expect(closed).toHaveLength(1);
  const [open, close] = [opened[0]!, closed[0]!];
  expect(sendTimes.slice(0, open.sends).filter(hung).length).toBeGreaterThanOrEqual(BREAKER_TIMEOUTS);
  expect(sendTimes.slice(0, open.sends).filter(hung).length).toBeLessThan(maxBeforeOpen);
  const whileOpen = sendTimes.slice(open.sends, close.sends);
  expect(whileOpen.length).toBeGreaterThan(0);
  expect(whileOpen.length).toBeLessThanOrEqual(Math.ceil(HANG_MS / PROBE_EVERY_MS) + 1);
  let last = open.at;
  for (const at of whileOpen) {
    expect(at - last).toBeGreaterThanOrEqual(PROBE_EVERY_MS);
    last = at;
  }
  // Closed by the first probe answered, once the stall was over.
  expect(hung(whileOpen.at(-1)!)).toBe(false);
  expect(whileOpen.slice(0, -1).every(hung)).toBe(true);
}
