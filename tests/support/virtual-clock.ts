import type { Clock } from '../../notifier/src/clock';

/** A clock that never really waits: waiting moves its time on. It records what the notifier did and when. */
export interface VirtualClock extends Clock {
  /** Moves the time on (a test's "later"). */
  advance(ms: number): void;
}

export function virtualClock(start: number): VirtualClock {
  let time = start;
  return {
    now: () => time,
    sleepUntil: async (until) => {
      time = Math.max(time, until);
    },
    advance: (ms) => {
      time += ms;
    },
  };
}
