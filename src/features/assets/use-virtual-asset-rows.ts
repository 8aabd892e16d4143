import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ListedAsset } from '@agulhadas/domain/list-reading';
import type { ListEntry } from './model/ad-slots';
import type { CardContext } from './card-context';
import { gridRows } from './grid-rows';
import { GRID_GAP, useColumns } from './use-columns';
import { useLearnedRowHeights } from './use-learned-row-heights';

const OVERSCAN_ROWS = 2;

/**
 * The rows of cards of the virtual grid and the window virtualiser that places them. Rows are measured by the
 * virtualiser's ResizeObserver (cards grow when comments open or the card flips), never synchronously during
 * React's commit, which would force a layout per mounted row.
 */
export function useVirtualAssetRows(entries: ListEntry<ListedAsset>[], ctx: CardContext) {
  const parentRef = useRef<HTMLDivElement>(null);
  const { columns, width } = useColumns(parentRef);
  const { rows, rowKeys, rowShapes } = useMemo(
    () => gridRows(entries, columns, ctx.timeframes),
    [entries, columns, ctx.timeframes],
  );
  const layout = `${width}|${ctx.signedIn}|${ctx.paid}|${Boolean(ctx.onDelete)}`;
  const { learned, estimateSize, measureRow } = useLearnedRowHeights(rowShapes, layout);
  const getItemKey = useCallback((index: number) => rowKeys[index] ?? index, [rowKeys]);

  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    setScrollMargin(parentRef.current ? parentRef.current.getBoundingClientRect().top + window.scrollY : 0);
  }, [rows.length]);
  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count: rows.length,
    estimateSize,
    measureElement: measureRow,
    getItemKey,
    overscan: OVERSCAN_ROWS,
    gap: GRID_GAP,
    scrollMargin,
  });
  // Heights measured at another width (or with other footer controls) are wrong now, including those of
  // rows out of view: drop them all, the learned table estimates and the ResizeObserver corrects.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, learned]);
  return { parentRef, rows, columns, width, scrollMargin, virtualizer };
}
