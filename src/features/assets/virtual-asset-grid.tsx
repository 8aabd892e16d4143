import type { ListedAsset } from '@agulhadas/domain/list-reading';
import type { ListEntry } from './model/ad-slots';
import { AssetCard } from './asset-card';
import type { CardContext } from './card-context';
import { HouseAd } from './house-ad';
import { useVirtualAssetRows } from './use-virtual-asset-rows';

/**
 * The asset list as rows of cards, virtualised against the window scroll: only the rows near the
 * viewport exist in the DOM, so 1400 cards cost what a screenful does.
 */
export function VirtualAssetGrid({ entries, ctx }: { entries: ListEntry<ListedAsset>[]; ctx: CardContext }) {
  const { parentRef, rows, columns, width, scrollMargin, virtualizer } = useVirtualAssetRows(entries, ctx);
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
                entry.kind === 'ad' ? (
                  <HouseAd key={`ad-${entry.slot}`} />
                ) : (
                  <AssetCard key={entry.item._id} item={entry.item} ctx={ctx} />
                ),
              )}
            </div>
          );
        })}
    </div>
  );
}
