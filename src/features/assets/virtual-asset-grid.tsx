import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AssetListItem } from '../../domain/asset';
import type { ListEntry } from '../../domain/presentation/ad-slots';
import { AssetCard, type CardContext } from './asset-card';
import { HouseAd } from './house-ad';

const CARD_MIN_WIDTH = 330;
const GAP = 12;
const ESTIMATED_ROW_HEIGHT = 250;

/** Columns that fit the container, like `repeat(auto-fill, minmax(330px, 1fr))`. */
function useColumns(ref: React.RefObject<HTMLDivElement | null>): number {
  const [columns, setColumns] = useState(1);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setColumns(Math.max(1, Math.floor((element.clientWidth + GAP) / (CARD_MIN_WIDTH + GAP))));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return columns;
}

/**
 * The asset list as rows of cards, virtualised against the window scroll: only the rows near the
 * viewport exist in the DOM, so 1400 cards cost what a screenful does. Rows are measured after render
 * (cards grow when comments open or timeframes differ).
 */
export function VirtualAssetGrid({ entries, ctx }: { entries: ListEntry<AssetListItem>[]; ctx: CardContext }) {
  const parentRef = useRef<HTMLDivElement>(null);
  const columns = useColumns(parentRef);
  const rows = useMemo(() => {
    const chunks: ListEntry<AssetListItem>[][] = [];
    for (let index = 0; index < entries.length; index += columns) chunks.push(entries.slice(index, index + columns));
    return chunks;
  }, [entries, columns]);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    setScrollMargin(parentRef.current ? parentRef.current.getBoundingClientRect().top + window.scrollY : 0);
  }, [rows.length]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 2,
    gap: GAP,
    scrollMargin,
  });
  return (
    <div ref={parentRef} className="asset-grid" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {virtualizer.getVirtualItems().map((virtualRow) => {
        const row = rows[virtualRow.index] ?? [];
        return (
          <div
            key={virtualRow.key}
            data-index={virtualRow.index}
            ref={virtualizer.measureElement}
            className="asset-grid-row"
            style={{ transform: `translateY(${virtualRow.start - scrollMargin}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          >
            {row.map((entry) => (entry.kind === 'ad' ? <HouseAd key={`ad-${entry.slot}`} /> : <AssetCard key={entry.item._id} item={entry.item} ctx={ctx} />))}
          </div>
        );
      })}
    </div>
  );
}
