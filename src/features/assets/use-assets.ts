import useSWR from 'swr';
import type { AssetListItem } from '../../domain/asset';

/**
 * The asset list of one exchange segment; SWR caches it and revalidates (the server answers 304 when
 * unchanged). The previous list stays on screen while another segment loads (e.g. while searching).
 */
export function useAssets(exchanges: string, userAssets = false) {
  const url = `/api/getAllAssets/?exchange=${encodeURIComponent(exchanges)}${userAssets ? '&userassets=1' : ''}`;
  return useSWR<AssetListItem[]>(url, { keepPreviousData: true });
}
