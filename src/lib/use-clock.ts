import { useEffect, useState } from 'react';

/**
 * The time (epoch ms), refreshed every `intervalMs` by one interval for the component that calls it: screens that
 * compare data with the clock re-render on the tick, not on a timer per card.
 */
export function useClock(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
