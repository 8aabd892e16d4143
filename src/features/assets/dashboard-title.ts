import { CATEGORIES, FAVORITES_EXCHANGE } from '@agulhadas/domain/categories';
import { LIST_TITLE, type DashboardList } from './dashboard-list';

/** The dashboard's heading: the list's own title, or the category (or favourites) the app list is filtered to. */
export function dashboardTitle(list: DashboardList, exchanges: string, assetType?: string): string {
  if (list !== 'app') return LIST_TITLE[list];
  if (exchanges.toLowerCase() === FAVORITES_EXCHANGE) return 'Favoritos';
  return (
    CATEGORIES.find((category) => category.exchanges === exchanges && category.assetType === assetType)?.label ??
    LIST_TITLE.app
  );
}
