import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNotice } from '../../lib/notice-provider';
import { useSession } from '../../lib/session-provider';
import { orderLists, toggleFavorite } from '@agulhadas/domain/favorites/favorite-lists';
import type { Favorites } from '../../lib/favorites-state';

/** Shown once, when the first favourite goes into a browser that had none. */
export const LOCAL_ONLY_WARNING =
  'Seus favoritos ficam salvos apenas neste navegador: a lista não é compartilhada entre navegadores/dispositivos.';

export type { Favorites } from '../../lib/favorites-state';

export function useFavorites(): Favorites {
  const session = useSession();
  const notify = useNotice();
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
      notify(localFavorites.includes(asset) ? 'Removido dos favoritos.' : 'Adicionado aos favoritos.');
      setLocalFavorites((previous) => toggleFavorite(previous, asset));
    },
    [localFavorites, setLocalFavorites, notify],
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
