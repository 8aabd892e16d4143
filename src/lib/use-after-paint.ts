import { useEffect, useState } from 'react';

/**
 * False until the frame that paints the current content has gone by (a frame, then a task after it), then true.
 * For what can wait for the page's first readable content: code or data fetched earlier would share a phone's
 * bandwidth and main thread with it. `when` false holds the wait until that content is there to paint.
 */
export function useAfterPaint(when = true): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (after || !when) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setAfter(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [after, when]);
  return after;
}
