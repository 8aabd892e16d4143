import { measureElement as measureBorderBox, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useMemo } from 'react';

/** Until a first row has been measured. */
const ESTIMATED_ROW_HEIGHT = 250;

type RowVirtualizer = Virtualizer<Window, HTMLDivElement>;

/**
 * Row estimates from card heights already seen for the same card shape, so rows that scroll in are usually placed
 * at their exact height and nothing below them has to move. `layout` names what the heights hold for (one width,
 * one set of footer controls): a change of it starts a fresh table.
 */
export function useLearnedRowHeights(rowShapes: readonly (readonly string[])[], layout: string) {
  const learned = useMemo(() => ({ layout, heights: new Map<string, number>(), tallest: 0 }), [layout]);

  const estimateSize = useCallback(
    (index: number) => {
      // A shape not seen yet: the tallest card so far, so the guess errs on the side of too much room.
      const unknown = learned.tallest || ESTIMATED_ROW_HEIGHT;
      let height = 0;
      for (const shape of rowShapes[index] ?? []) height = Math.max(height, learned.heights.get(shape) ?? unknown);
      return height || ESTIMATED_ROW_HEIGHT;
    },
    [rowShapes, learned],
  );

  const measureRow = useCallback(
    (element: HTMLDivElement, entry: ResizeObserverEntry | undefined, instance: RowVirtualizer) => {
      const index = instance.indexFromElement(element);
      // The ref path (no entry) runs during React's commit: reading a size there forces a layout per row.
      // The ResizeObserver reports every newly observed row after layout anyway, so keep what we have.
      if (!entry) return instance.measurementsCache[index]?.size ?? estimateSize(index);
      const shapes = rowShapes[index] ?? [];
      const cards = element.children;
      for (let column = 0; column < shapes.length && column < cards.length; column += 1) {
        const card = cards[column] as HTMLElement;
        // An open comments panel or a flipped card is not the shape's resting height.
        if (card.dataset.expanded) continue;
        const height = card.offsetHeight;
        learned.heights.set(shapes[column]!, height);
        learned.tallest = Math.max(learned.tallest, height);
      }
      return measureBorderBox(element, entry, instance);
    },
    [rowShapes, learned, estimateSize],
  );

  return { learned, estimateSize, measureRow };
}
