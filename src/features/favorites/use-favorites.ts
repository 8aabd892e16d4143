import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSession } from '../../app/providers/session-provider';
import { orderLists, toggleFavorite } from '../../domain/favorites/favorite-lists';
import type { FavoriteListItem } from '../../domain/user-options';

/** Shown once, when the first favourite goes into a browser that had none (spec 02 §5). */
export const LOCAL_ONLY_WARNING = 'Seus favoritos ficam salvos apenas neste navegador: a lista não é compartilhada entre navegadores/dispositivos.';

export interface Favorites {
  /** Signed-in users may keep favourites (spec 02 §2: favourites show only for signed-in use). */
  enabled: boolean;
  cloudEnabled: boolean;
  local: string[];
  setLocal: (next: string[]) => void;
  isFavorite: (asset: string) => boolean;
  toggle: (asset: string) => void;
  /** Cloud lists as last known: getUserInfo, else the localStorage copy. */
  cloudLists: FavoriteListItem[];
  warning: string | null;
  dismissWarning: () => void;
}

export function useFavorites(): Favorites {
  const session = useSession();
  const { localFavorites, setLocalFavorites, favoriteList, setFavoriteList, userInfo } = session;
  const [warning, setWarning] = useState<string | null>(null);
  const remote = userInfo?.favorites;

  // Keeps the localStorage copy of the cloud lists current, so they show before getUserInfo answers.
  useEffect(() => {
    if (remote) setFavoriteList(remote);
  }, [remote, setFavoriteList]);

  const toggle = useCallback(
    (asset: string) => {
      if (localFavorites.length === 0) setWarning(LOCAL_ONLY_WARNING);
      setLocalFavorites((previous) => toggleFavorite(previous, asset));
    },
    [localFavorites.length, setLocalFavorites],
  );

  const localSet = useMemo(() => new Set(localFavorites), [localFavorites]);
  return {
    enabled: Boolean(session.clientPrincipal),
    cloudEnabled: session.can('favorites:cloud'),
    local: localFavorites,
    setLocal: setLocalFavorites,
    isFavorite: (asset) => localSet.has(asset),
    toggle,
    cloudLists: orderLists(remote ?? favoriteList),
    warning,
    dismissWarning: () => setWarning(null),
  };
}
