import { useMemo, useState } from 'react';
import type { ListedAsset } from '@agulhadas/domain/list-reading';
import { holdOrder, inHeldOrder, sameOrder, type HeldOrder } from './model/held-order';

/**
 * The order the reader holds: taken when the view opens or the reader changes what it shows (`view` names it),
 * kept while new rounds update the cards in place, re-taken on `reorder`; `release` drops it so the next render
 * takes the current order.
 */
export function useHeldOrder(view: string, sorted: ListedAsset[], ready: boolean) {
  const [held, setHeld] = useState<HeldOrder | null>(null);
  if (ready && held?.view !== view) setHeld(holdOrder(view, sorted));
  const shown = useMemo(() => (held?.view === view ? inHeldOrder(sorted, held) : sorted), [sorted, held, view]);
  return {
    shown,
    reorderable: ready && !sameOrder(shown, sorted),
    reorder: () => setHeld(holdOrder(view, sorted)),
    release: () => setHeld(null),
  };
}
