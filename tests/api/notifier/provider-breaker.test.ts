import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Store } from '../../../api/src/store/types';
import { BREAKER_TIMEOUTS, PROBE_EVERY_MS, ProviderBreaker } from '../../../notifier/src/breaker/provider-breaker';
import { freshStore } from '../../support/api-client';
import { virtualClock } from '../../support/virtual-clock';

const START = Date.parse('2026-11-20T12:00:05.000Z');
const KEY = 'smtp:mail.example.com:465';

/** A send that times out, one that is answered, and whether each was let through. */
const timedOutSend = () => Promise.reject(Object.assign(new Error('Timeout'), { code: 'ETIMEDOUT' }));
const answeredSend = () => Promise.resolve('250 OK');
const isTimeout = (outcome: { ok: boolean }) => !outcome.ok;

describe('the circuit breaker of a provider, shared by the replicas', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
  });

  it('opens after 5 timeouts in a row on any replica, holds every replica, lets one probe through at a time, and closes on an answer', async () => {
    const clock = virtualClock(START);
    const lines: string[] = [];
    const log = (line: string) => void lines.push(line);
    // Two replicas: each its own view of the one state in the store.
    const [one, two] = [new ProviderBreaker(store, KEY, clock, log), new ProviderBreaker(store, KEY, clock, log)];
    for (let i = 0; i < BREAKER_TIMEOUTS - 1; i += 1) await (i % 2 ? one : two).send(timedOutSend, isTimeout);
    expect(one.heldUntil()).toBeNull();
    await one.send(timedOutSend, isTimeout);
    expect(lines).toEqual([`notifier: ${KEY} left 5 sends in a row unanswered: sending stopped, one probe every 15 s`]);
    expect(one.heldUntil()).toBe(START + PROBE_EVERY_MS);

    // The other replica learns it at its next pass, and sends nothing meanwhile.
    expect(two.heldUntil()).toBeNull();
    await two.refresh();
    expect(two.heldUntil()).toBe(START + PROBE_EVERY_MS);
    let sends = 0;
    const counted = () => {
      sends += 1;
      return timedOutSend();
    };
    expect(await two.send(counted, isTimeout)).toBeNull();
    expect(await one.send(counted, isTimeout)).toBeNull();
    expect(sends).toBe(0);

    // Probe time: one replica probes, the other is held; the probe times out, so the next waits another 15 s.
    clock.advance(PROBE_EVERY_MS);
    const probes = await Promise.all([one.send(counted, isTimeout), two.send(counted, isTimeout)]);
    expect(sends).toBe(1);
    expect(probes.filter((outcome) => outcome === null)).toHaveLength(1);
    await two.refresh();
    expect(two.heldUntil()).toBe(START + 2 * PROBE_EVERY_MS);

    // The next probe is answered: closed for both, logged once.
    clock.advance(PROBE_EVERY_MS);
    await one.refresh();
    expect(await one.send(answeredSend, isTimeout)).toEqual({ ok: true, value: '250 OK' });
    expect(lines.at(-1)).toBe(`notifier: ${KEY} answers again after 30 s stopped: sending resumed`);
    await two.refresh();
    expect([one.heldUntil(), two.heldUntil()]).toEqual([null, null]);
    expect(await two.send(answeredSend, isTimeout)).not.toBeNull();
    expect(lines).toHaveLength(2);
  });

  it('counts timeouts in a row only: an answer in between starts the count again', async () => {
    const clock = virtualClock(START);
    const breaker = new ProviderBreaker(store, KEY, clock, () => undefined);
    for (let i = 0; i < BREAKER_TIMEOUTS - 1; i += 1) await breaker.send(timedOutSend, isTimeout);
    await breaker.send(answeredSend, isTimeout);
    for (let i = 0; i < BREAKER_TIMEOUTS - 1; i += 1) await breaker.send(timedOutSend, isTimeout);
    await breaker.refresh();
    expect(breaker.heldUntil()).toBeNull();
    await breaker.send(timedOutSend, isTimeout);
    expect(breaker.heldUntil()).not.toBeNull();
  });
});
