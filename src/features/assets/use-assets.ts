import { useRef } from 'react';
import useSWR from 'swr';
import { useSession } from '../../lib/session-provider';
import type { ListedAsset } from '@agulhadas/domain/list-reading';
import { applyAssetDelta, type AssetListDelta } from '@agulhadas/domain/asset-list-delta';
import { decodeAssetList, type CompactAssetList } from '@agulhadas/domain/asset-list-wire';
import { answerOf, apiFetch, apiRequest } from '../../lib/api';
import { takeEarly } from '../../lib/early-requests';
import { assetListUrl } from './asset-list-url';

/** How often an open dashboard asks for the robot's new round (it reads every 15 minutes). */
export const LIST_REFRESH_MS = 30_000;

interface Held {
  url: string;
  version: number;
  items: ListedAsset[];
  /** Delayed viewers: agulhadas of locked assets in this list (a count from the server). */
  hiddenAgulhadas: number | null;
}

const countHeader = (value: string | null): number | null =>
  value !== null && /^\d+$/.test(value) ? Number(value) : null;

/**
 * The asset list of one exchange segment, in the compact format (asset-list-wire.ts); SWR caches it and revalidates (the server answers 304 when unchanged).
 * The previous list stays on screen while another segment loads (e.g. while searching). An open dashboard picks up
 * each round by itself: a paying viewer's list asks only for the assets changed since the data version it holds
 * (`since`), and merges them in place; others reload their delayed list, which the server answers 304 when unchanged.
 */
export function useAssets(exchanges: string, userAssets = false) {
  const session = useSession();
  const live = session.can('assets:all') && !userAssets;
  const url = assetListUrl(exchanges, userAssets);
  const held = useRef<Held | null>(null);
  const fetcher = async (key: string): Promise<ListedAsset[]> => {
    const previous = held.current;
    if (live && previous?.url === key) {
      const answer = await apiFetch<CompactAssetList & Omit<AssetListDelta<unknown>, 'items'>>(
        `${key}&since=${previous.version}`,
      );
      const items = applyAssetDelta(previous.items, {
        version: answer.version,
        full: answer.full,
        items: decodeAssetList(answer),
      });
      held.current = { url: key, version: answer.version, items, hiddenAgulhadas: null };
      return items;
    }
    // The first load may already be under way, started by the app's first module (src/early-list.ts).
    const early = takeEarly(key);
    const { data: compact, headers } = early
      ? await answerOf<CompactAssetList>(early)
      : await apiRequest<CompactAssetList>(key);
    const data = decodeAssetList(compact);
    const version = Number(headers.get('x-data-version'));
    held.current = Number.isInteger(version)
      ? { url: key, version, items: data, hiddenAgulhadas: countHeader(headers.get('x-hidden-agulhadas')) }
      : null;
    return data;
  };
  const list = useSWR<ListedAsset[]>(url, fetcher, { keepPreviousData: true, refreshInterval: LIST_REFRESH_MS });
  // Read with the data it came with: the fetcher sets it before SWR renders the new list.
  return { ...list, hiddenAgulhadas: held.current?.url === url ? held.current.hiddenAgulhadas : null };
}
