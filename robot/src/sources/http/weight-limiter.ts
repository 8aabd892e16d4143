import type { Clock } from './clock';

/**
 * Keeps a source under a budget of weight (Binance request weight, Twelve Data credits) per calendar minute, the
 * window both providers count in. `pause` honours a Retry-After; `observe` adopts the provider's own count of the
 * minute (Binance's X-MBX-USED-WEIGHT-1M) when it is higher than ours, e.g. after a restart or a second robot.
 */
export interface WeightLimiter {
  acquire(weight: number): Promise<void>;
  pause(untilMs: number): void;
  observe(usedThisMinute: number): void;
}

const MINUTE = 60_000;

export function createWeightLimiter(budgetPerMinute: number, clock: Clock): WeightLimiter {
  let windowStart = 0;
  let used = 0;
  let pausedUntil = 0;
  const roll = (now: number) => {
    const minute = Math.floor(now / MINUTE) * MINUTE;
    if (minute !== windowStart) {
      windowStart = minute;
      used = 0;
    }
  };
  return {
    async acquire(weight) {
      for (;;) {
        const now = clock.now();
        if (now < pausedUntil) {
          await clock.sleep(pausedUntil - now);
          continue;
        }
        roll(now);
        // An empty window admits any single call, even one heavier than the budget: otherwise it would wait forever.
        if (used === 0 || used + weight <= budgetPerMinute) {
          used += weight;
          return;
        }
        await clock.sleep(windowStart + MINUTE - now);
      }
    },
    pause(untilMs) {
      pausedUntil = Math.max(pausedUntil, untilMs);
    },
    observe(usedThisMinute) {
      roll(clock.now());
      if (Number.isFinite(usedThisMinute)) used = Math.max(used, usedThisMinute);
    },
  };
}
