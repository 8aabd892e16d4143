/** Time as the notifier reads and waits for it: the system's in production, a recording clock in the tests. */
export interface Clock {
  now(): number;
  /** Resolves at `time` (at once when it has passed). */
  sleepUntil(time: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleepUntil: (time) => new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now()))),
};
