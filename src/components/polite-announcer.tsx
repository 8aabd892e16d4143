import { useEffect, useRef, useState } from 'react';
import { createAnnouncementThrottle, type AnnouncementThrottle } from '../lib/announcement-throttle';

/** Ten seconds between announcements: enough to hear one summary out before the next. */
export const ANNOUNCEMENT_INTERVAL_MS = 10_000;

/**
 * A visually hidden polite live region that reads `summary` at most once per `intervalMs` (the newest one), so a
 * screen reader hears a summary now and then, never every tick.
 */
export function PoliteAnnouncer({
  summary,
  intervalMs = ANNOUNCEMENT_INTERVAL_MS,
  testId,
}: {
  summary: string;
  intervalMs?: number;
  testId?: string;
}) {
  const [announced, setAnnounced] = useState('');
  const throttle = useRef<AnnouncementThrottle | null>(null);
  useEffect(() => {
    const created = createAnnouncementThrottle({
      intervalMs,
      now: () => Date.now(),
      schedule: (run, ms) => {
        const timer = window.setTimeout(run, ms);
        return () => window.clearTimeout(timer);
      },
      announce: setAnnounced,
    });
    throttle.current = created;
    return () => created.dispose();
  }, [intervalMs]);
  useEffect(() => {
    if (summary) throttle.current?.offer(summary);
  }, [summary]);
  return (
    <p className="visually-hidden" aria-live="polite" data-testid={testId}>
      {announced}
    </p>
  );
}
