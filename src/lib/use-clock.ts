import { useEffect, useState } from 'react';

/**
 * The time (epoch ms), refreshed every `intervalMs` by one interval for the component that calls it, while `running`:
 * screens that compare data with the clock re-render on the tick, not on a timer per card.
 */
export function useClock(intervalMs: number, running = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, running]);
  return now;
}
