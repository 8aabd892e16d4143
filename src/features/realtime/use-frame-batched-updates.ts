import { useCallback, useRef, useState } from 'react';
import type { SymbolUpdate } from '@agulhadas/domain/realtime/protocol';

/** The latest update per symbol. Updates arrive one message per symbol; they are applied once per frame, not once per message. */
export function useFrameBatchedUpdates() {
  const [updates, setUpdates] = useState<Record<string, SymbolUpdate>>({});
  const pending = useRef<Record<string, SymbolUpdate> | null>(null);

  const flush = useCallback(() => {
    const batch = pending.current;
    pending.current = null;
    if (batch) setUpdates((previous) => ({ ...previous, ...batch }));
  }, []);

  const queueUpdates = useCallback(
    (data: Record<string, SymbolUpdate>) => {
      if (!pending.current) {
        pending.current = {};
        requestAnimationFrame(flush);
      }
      Object.assign(pending.current, data);
    },
    [flush],
  );

  const clearUpdates = useCallback(() => {
    pending.current = null;
    setUpdates({});
  }, []);

  const dropUpdate = useCallback((key: string) => {
    setUpdates((previous) => {
      const { [key]: _dropped, ...rest } = previous;
      return rest;
    });
  }, []);

  return { updates, queueUpdates, clearUpdates, dropUpdate };
}
