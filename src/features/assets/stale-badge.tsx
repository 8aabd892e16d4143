import { useMemo } from 'react';
import type { ListedAsset } from '@agulhadas/domain/list-reading';
import { staleNotice } from './model/asset-freshness';

/**
 * 'sem dados recentes' on a card whose newest data is older than its market allows (data-freshness.ts): words, not
 * only a colour, and a title saying when the last reading was.
 */
export function StaleBadge({ item, now }: { item: ListedAsset; now: Date }) {
  const notice = useMemo(() => staleNotice(item, now), [item, now]);
  if (!notice) return null;
  return (
    <span className="stale-badge" title={notice.title} data-testid="stale-badge">
      {notice.label}
    </span>
  );
}
