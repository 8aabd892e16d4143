import { useCallback, useRef } from 'react';

/**
 * The publisher's clock as seen from here: local time minus the offset measured on the last message (which includes
 * its transit). A browser clock that is off by minutes must not make every symbol look silent.
 */
export function useServerClock() {
  const offset = useRef(0);
  const syncClock = useCallback((sentAt: number) => {
    offset.current = Date.now() - sentAt;
  }, []);
  const serverNow = useCallback(() => Date.now() - offset.current, []);
  return { syncClock, serverNow };
}
