import { createAnnouncementThrottle } from '../../../src/lib/announcement-throttle';

/** A fake clock: `advance` runs what falls due, in order. */
function fakeClock(start: number) {
  let now = start;
  let timers: Array<{ at: number; run: () => void }> = [];
  return {
    now: () => now,
    schedule: (run: () => void, ms: number) => {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => {
        timers = timers.filter((other) => other !== timer);
      };
    },
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        now = due.at;
        due.run();
      }
      now = until;
    },
    pending: () => timers.length,
  };
}

// Any start instant: the throttle reads only differences.
const START = Date.UTC(2026, 2, 8, 5, 59, 57) + Math.floor(Math.random() * 1e9);

function setup(intervalMs = 10_000) {
  const clock = fakeClock(START);
  const said: Array<{ at: number; text: string }> = [];
  const throttle = createAnnouncementThrottle({
    intervalMs,
    now: clock.now,
    schedule: clock.schedule,
    announce: (text) => said.push({ at: clock.now() - START, text }),
  });
  return { clock, said, throttle };
}

describe('the announcement throttle', () => {
  it('announces the first summary at once', () => {
    const { throttle, said } = setup();
    throttle.offer('Preços: PETR4 38,12.');
    expect(said).toEqual([{ at: 0, text: 'Preços: PETR4 38,12.' }]);
  });

  it('a tick every second for a minute makes one announcement per 10 s (7: at 0 s, 10 s, … 60 s), each the newest summary then', () => {
    const { throttle, said, clock } = setup();
    for (let second = 0; second < 60; second++) {
      throttle.offer(`Preços: PETR4 ${second}.`);
      clock.advance(1000);
    }
    expect(said.map((entry) => entry.at)).toEqual([0, 10_000, 20_000, 30_000, 40_000, 50_000, 60_000]);
    // At 10 s the newest offered was the tick of second 9 (the one of second 10 comes right after).
    expect(said[1].text).toBe('Preços: PETR4 9.');
    for (let index = 1; index < said.length; index++)
      expect(said[index].at - said[index - 1].at).toBeGreaterThanOrEqual(10_000);
  });

  it('does not repeat a summary equal to the last one announced', () => {
    const { throttle, said, clock } = setup();
    throttle.offer('Preços: PETR4 38,12.');
    clock.advance(2000);
    throttle.offer('Preços: PETR4 38,12.');
    clock.advance(20_000);
    expect(said).toHaveLength(1);
  });

  it('after a quiet spell, the next summary is announced at once', () => {
    const { throttle, said, clock } = setup(5000);
    throttle.offer('a');
    clock.advance(60_000);
    throttle.offer('b');
    expect(said).toEqual([
      { at: 0, text: 'a' },
      { at: 60_000, text: 'b' },
    ]);
  });

  it('dispose cancels the waiting announcement', () => {
    const { throttle, said, clock } = setup();
    throttle.offer('a');
    throttle.offer('b');
    expect(clock.pending()).toBe(1);
    throttle.dispose();
    clock.advance(30_000);
    expect(said.map((entry) => entry.text)).toEqual(['a']);
  });
});
