import { useMemo, useState } from 'react';
import type { Favorites } from '../../lib/favorites-state';

/** The favourites list kept in this browser, as opposed to a cloud list's id. */
export const LOCAL_FAVORITES = 'local';

/** Which favourites list the favourites view shows (this browser's or a cloud list) and its assets. */
export function useFavoritesSource(favorites: Favorites) {
  const [favoritesSource, setFavoritesSource] = useState<string>(LOCAL_FAVORITES);
  const favoritesShown = useMemo(() => {
    if (favoritesSource === LOCAL_FAVORITES) return favorites.local;
    return favorites.cloudLists.find((item) => String(item.id) === favoritesSource)?.assets ?? [];
  }, [favoritesSource, favorites.local, favorites.cloudLists]);
  return { favoritesSource, setFavoritesSource, favoritesShown };
}
