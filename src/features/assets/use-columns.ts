import { useLayoutEffect, useState } from 'react';

export const CARD_MIN_WIDTH = 330;
export const GRID_GAP = 12;

/** Columns that fit the container, like `repeat(auto-fill, minmax(330px, 1fr))`, and the width they share. */
export function useColumns(ref: React.RefObject<HTMLDivElement | null>): { columns: number; width: number } {
  const [size, setSize] = useState({ columns: 1, width: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const width = element.clientWidth;
      const columns = Math.max(1, Math.floor((width + GRID_GAP) / (CARD_MIN_WIDTH + GRID_GAP)));
      setSize((previous) => (previous.columns === columns && previous.width === width ? previous : { columns, width }));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
