import { FavoritesCloudSide } from './favorites-cloud-side';
import { FavoritesLocalSide } from './favorites-local-side';
import { useFavoritesSync } from './use-favorites-sync';
import type { Favorites } from './use-favorites';

interface FavoritesSyncPanelProps {
  favorites: Favorites;
  onClose: () => void;
}

/** Local favourites beside one cloud list, each side confirmed on its own, with the outcome of the last action. */
export function FavoritesSyncPanel({ favorites, onClose }: FavoritesSyncPanelProps) {
  const sync = useFavoritesSync(favorites);
  return (
    <section className="favorites-sync" aria-label="Sincronizar favoritos">
      <div className="favorites-sync-head">
        <h2>Sincronizar favoritos</h2>
        <button type="button" className="icon-button" aria-label="Fechar" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="favorites-sync-columns">
        <FavoritesLocalSide sync={sync} />
        <FavoritesCloudSide sync={sync} />
      </div>
      {sync.status && (
        <p className="status" role="status">
          {sync.status}
        </p>
      )}
    </section>
  );
}
