import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { FAVORITES_EXCHANGE } from '@agulhadas/domain/categories';
import type { ListedAsset } from '@agulhadas/domain/list-reading';
import { withAdSlots } from './model/ad-slots';
import { defaultSortKey, sortAssets, type SortKey } from './model/asset-sort';
import { filterAssets, isSearching } from './model/filter-assets';
import { useSession } from '../../lib/session-provider';
import type { DashboardOptions } from './chart-options';
import { LIST_DEFAULT_EXCHANGE, type DashboardList } from './dashboard-list';
import type { DashboardParts } from './dashboard-parts';
import { dashboardTitle } from './dashboard-title';
import { useAssets } from './use-assets';
import { useCardContext } from './use-card-context';
import { useCategoryLinks } from './use-category-links';
import { useFavoritesSource } from './use-favorites-source';
import { useHeldOrder } from './use-held-order';
import { useNewAgulhadasSummary } from './use-new-agulhadas-summary';

export type OpenPanel = 'sort' | 'options' | 'sync';

/** Everything the asset dashboard shows and does: the list loaded, filtered, sorted and held in order, and its controls. */
export function useAssetDashboard(list: DashboardList, parts: DashboardParts) {
  const params = useParams();
  const exchanges = params.exchanges ?? LIST_DEFAULT_EXCHANGE[list];
  const assetType = params.assetType;
  const session = useSession();
  const favorites = parts.useFavorites();
  const [search, setSearch] = useState('');
  const [chosenSort, setChosenSort] = useState<SortKey | null>(null);
  const [openPanel, setOpenPanel] = useState<OpenPanel | null>(null);
  const { favoritesSource, setFavoritesSource, favoritesShown } = useFavoritesSource(favorites);

  const searching = isSearching(search);
  const own = list === 'appuser';
  const { data, error, isLoading, mutate, hiddenAgulhadas } = useAssets(searching ? 'all' : exchanges, own);
  const canSort = session.can('assets:sort');
  const sortKey: SortKey = canSort ? (chosenSort ?? defaultSortKey(true)) : defaultSortKey(false);

  const sorted = useMemo(() => {
    const visible = filterAssets(data ?? [], {
      exchanges,
      assetType,
      favorites: favoritesShown,
      agulhadasOnly: list === 'agulhadas',
      search,
    });
    return sortAssets(visible, sortKey);
  }, [data, exchanges, assetType, favoritesShown, list, search, sortKey]);
  // What the reader chose to see (segment, search, sort, favourites list): changing it re-takes the held order.
  const view = [list, exchanges, assetType ?? '', search, sortKey, favoritesSource].join('|');
  const held = useHeldOrder(view, sorted, Boolean(data) && !isLoading);
  const newAgulhadas = useNewAgulhadasSummary(data ? sorted : undefined, view);
  const paid = session.can('ads:hidden');
  const entries = useMemo(() => withAdSlots<ListedAsset>(held.shown, !paid), [held.shown, paid]);

  const ctx = useCardContext({
    data,
    own,
    reload: mutate,
    favoriteAssets: favorites.local,
    toggleFavorite: favorites.toggle,
  });
  const categoryLinks = useCategoryLinks(list, own, session.can('userAssets:use'), favorites.cloudEnabled);
  const closePanel = useCallback(() => setOpenPanel(null), []);

  return {
    title: dashboardTitle(list, exchanges, assetType),
    own,
    categoryLinks,
    search,
    setSearch,
    searching,
    openPanel,
    togglePanel: (panel: OpenPanel) => setOpenPanel((open) => (open === panel ? null : panel)),
    closePanel,
    canSort,
    sortKey,
    chooseSort: (key: SortKey) => {
      setChosenSort(key);
      // Choosing a sort, even the current one, asks for the cards in that order now.
      held.release();
      setOpenPanel(null);
    },
    canUseOptions: session.can('options:use'),
    /** Who is signed in is known: the controls that depend on the roles can take their final place. */
    sessionSettled: session.principalLoaded,
    options: session.options as DashboardOptions,
    setOptions: session.setOptions,
    favorites,
    isFavoritesView: exchanges.toLowerCase() === FAVORITES_EXCHANGE,
    favoritesSource,
    setFavoritesSource,
    hiddenAgulhadas: list === 'agulhadas' && !searching ? hiddenAgulhadas : null,
    /** What a screen reader hears of the agulhadas the last round brought (announced politely, throttled). */
    newAgulhadas,
    reload: () => void mutate(),
    error,
    loading: isLoading || !data,
    entries,
    itemCount: entries.filter((entry) => entry.kind === 'item').length,
    ctx,
    reorderable: held.reorderable,
    reorder: held.reorder,
  };
}

export type AssetDashboard = ReturnType<typeof useAssetDashboard>;
