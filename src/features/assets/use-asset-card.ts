import { useMemo, useState } from 'react';
import type { ListedAsset } from '@agulhadas/domain/list-reading';
import { viewerDelayMinutes } from './model/asset-freshness';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import type { CardContext } from './card-context';

/** One card's state (flipped to its alerts, comments open) and what it shows: its timeframe rows and main chart. */
export function useAssetCard(item: ListedAsset, ctx: CardContext) {
  const [flipped, setFlipped] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const rows = useMemo(
    () => ctx.timeframes.filter((tf) => item.readings[tf] !== undefined),
    [ctx.timeframes, item.readings],
  );
  const mainTimeframe: Timeframe = rows.includes('D') ? 'D' : (rows[0] ?? 'D');
  return {
    flipped,
    toggleFlipped: () => setFlipped((value) => !value),
    commentsOpen,
    toggleComments: () => setCommentsOpen((open) => !open),
    rows,
    delayMinutes: viewerDelayMinutes(item),
    mainTimeframe,
    label: `${item.assetPrefix}:${item.symbol}`,
  };
}

export type AssetCardState = ReturnType<typeof useAssetCard>;
