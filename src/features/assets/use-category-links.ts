import { useMemo } from 'react';
import { CATEGORIES, FAVORITES_EXCHANGE } from '@agulhadas/domain/categories';
import type { CategoryLink } from './category-bar';
import { listPath, type DashboardList } from './dashboard-list';
import { useUserAssetTypes } from './use-user-asset-types';

/** The category links of the list the user is on (all assets, the agulhadas, or their own). */
export function useCategoryLinks(
  list: DashboardList,
  own: boolean,
  canUseOwnTypes: boolean,
  cloudFavorites: boolean,
): CategoryLink[] {
  const extraTypes = useUserAssetTypes(own && canUseOwnTypes);
  return useMemo<CategoryLink[]>(() => {
    const links: CategoryLink[] = CATEGORIES.map((category) => ({
      label: category.label,
      to: listPath(list, category.exchanges, category.assetType),
    }));
    if (cloudFavorites) links.push({ label: '♥ Favoritos', to: listPath(list, FAVORITES_EXCHANGE) });
    if (own)
      links.unshift(
        ...extraTypes.map((type) => ({ label: type.label, to: listPath('appuser', type.exchanges, type.assetType) })),
      );
    return links;
  }, [cloudFavorites, own, extraTypes, list]);
}
