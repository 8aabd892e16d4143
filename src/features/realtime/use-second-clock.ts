import { useEffect, useState } from 'react';

/** The time, ticking once a second while `running` (one interval for the whole page, not one per card). */
export function useSecondClock(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}
