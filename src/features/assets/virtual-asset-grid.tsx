import { measureElement as measureBorderBox, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ListedAsset } from '../../domain/list-reading';
import type { ListEntry } from '../../domain/presentation/ad-slots';
import type { Timeframe } from '../../domain/timeframes';
import { AssetCard, type CardContext } from './asset-card';
import { HouseAd } from './house-ad';

const CARD_MIN_WIDTH = 330;
const GAP = 12;
/** Until a first row has been measured. */
const ESTIMATED_ROW_HEIGHT = 250;
const OVERSCAN_ROWS = 2;

/** Columns that fit the container, like `repeat(auto-fill, minmax(330px, 1fr))`, and the width they share. */
function useColumns(ref: React.RefObject<HTMLDivElement | null>): { columns: number; width: number } {
  const [size, setSize] = useState({ columns: 1, width: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const width = element.clientWidth;
      const columns = Math.max(1, Math.floor((width + GAP) / (CARD_MIN_WIDTH + GAP)));
      setSize((previous) => (previous.columns === columns && previous.width === width ? previous : { columns, width }));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * What decides a card's height at a given width: lock, delay marker, label length (a long symbol
 * wraps) and how many timeframe rows it has (a row is one line whatever it holds).
 */
function cardShape(entry: ListEntry<ListedAsset>, timeframes: readonly Timeframe[]): string {
  if (entry.kind === 'ad') return 'ad';
  const item = entry.item;
  const shape = `${item.locked ? 'L' : ''}${item.delayed ? 'D' : ''}${item.assetPrefix.length + item.symbol.length}:`;
  if (item.locked) return shape;
  return shape + timeframes.filter((tf) => item.readings[tf] !== undefined).length;
}

type RowVirtualizer = Virtualizer<Window, HTMLDivElement>;

/**
 * The asset list as rows of cards, virtualised against the window scroll: only the rows near the
 * viewport exist in the DOM, so 1400 cards cost what a screenful does.
 *
 * Rows are measured by the virtualiser's ResizeObserver (cards grow when comments open or the card
 * flips), never synchronously during React's commit, which would force a layout per mounted row. Row
 * estimates come from card heights already seen for the same card shape, so rows that scroll in are
 * usually placed at their exact height and nothing below them has to move.
 */
export function VirtualAssetGrid({ entries, ctx }: { entries: ListEntry<ListedAsset>[]; ctx: CardContext }) {
  const parentRef = useRef<HTMLDivElement>(null);
  const { columns, width } = useColumns(parentRef);
  const { rows, rowKeys, rowShapes } = useMemo(() => {
    const rows: ListEntry<ListedAsset>[][] = [];
    const rowKeys: string[] = [];
    const rowShapes: string[][] = [];
    for (let index = 0; index < entries.length; index += columns) {
      const row = entries.slice(index, index + columns);
      rows.push(row);
      // Keyed by content, so a measured height follows its cards when the list is re-sorted or filtered.
      rowKeys.push(row.map((entry) => (entry.kind === 'ad' ? `ad-${entry.slot}` : entry.item._id)).join('|'));
      rowShapes.push(row.map((entry) => cardShape(entry, ctx.timeframes)));
    }
    return { rows, rowKeys, rowShapes };
  }, [entries, columns, ctx.timeframes]);

  // Card heights seen per shape. They hold for one width and one set of footer controls, so a change of either
  // starts a fresh table.
  const layout = `${width}|${ctx.signedIn}|${ctx.paid}|${Boolean(ctx.onDelete)}`;
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
    gap: GAP,
    scrollMargin,
  });
  // Heights measured at another width (or with other footer controls) are wrong now, including those of
  // rows out of view: drop them all, the learned table estimates and the ResizeObserver corrects.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, learned]);
  const template = `repeat(${columns}, minmax(0, 1fr))`;
  return (
    <div ref={parentRef} className="asset-grid" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {/* Nothing until the width is known: a first pass at one column would mount cards only to remount them. */}
      {width > 0 &&
        virtualizer.getVirtualItems().map((virtualRow) => {
          const row = rows[virtualRow.index] ?? [];
          return (
            <div
              key={virtualRow.key}
              data-index={virtualRow.index}
              ref={virtualizer.measureElement}
              className="asset-grid-row"
              style={{ transform: `translateY(${virtualRow.start - scrollMargin}px)`, gridTemplateColumns: template }}
            >
              {row.map((entry) =>
                entry.kind === 'ad' ? <HouseAd key={`ad-${entry.slot}`} /> : <AssetCard key={entry.item._id} item={entry.item} ctx={ctx} />,
              )}
            </div>
          );
        })}
    </div>
  );
}
