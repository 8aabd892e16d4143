import { LIST_BASE, LIST_DEFAULT_EXCHANGE, type DashboardList } from './dashboard-list';

/** The screens' request for one segment's list, in the compact form (docs/asset-list.md). */
export const assetListUrl = (exchanges: string, userAssets: boolean): string =>
  `/api/getAllAssets/?exchange=${encodeURIComponent(exchanges)}&format=compact${userAssets ? '&userassets=1' : ''}`;

const SHARED_LISTS: DashboardList[] = ['app', 'agulhadas'];

/**
 * The list a dashboard path opens on, as useAssets will ask for it ('/app/BMFBOVESPA/stock' → Ações BR's list), or
 * null for any other path. The own-assets list (/appuser) is left to the app: it needs a VIP plan.
 */
export function dashboardListUrl(pathname: string): string | null {
  for (const list of SHARED_LISTS) {
    const base = LIST_BASE[list];
    if (pathname !== base && !pathname.startsWith(`${base}/`)) continue;
    const segment = pathname.slice(base.length + 1).split('/')[0];
    let exchanges = LIST_DEFAULT_EXCHANGE[list];
    try {
      if (segment) exchanges = decodeURIComponent(segment);
    } catch {
      return null;
    }
    return assetListUrl(exchanges, false);
  }
  return null;
}
