import type { FavoritesSync } from './use-favorites-sync';

/** This browser's favourites: each one only here can be copied to the cloud list. */
export function FavoritesLocalSide({ sync }: { sync: FavoritesSync }) {
  const { localItems, diff } = sync;
  return (
    <div className="favorites-side" data-side="local">
      <h3>Neste navegador</h3>
      <ul>
        {localItems.map((asset) => (
          <li key={asset}>
            <span>{asset}</span>
            {diff.onlyLocal.includes(asset) && (
              <button
                type="button"
                className="icon-button"
                aria-label={`Copiar ${asset} para a nuvem`}
                onClick={() => sync.copyToCloud([asset])}
              >
                →
              </button>
            )}
          </li>
        ))}
        {localItems.length === 0 && <li className="muted">Nenhum favorito.</li>}
      </ul>
      <button type="button" disabled={diff.onlyLocal.length === 0} onClick={() => sync.copyToCloud(diff.onlyLocal)}>
        Copiar todos para a nuvem →
      </button>
      {sync.localPending && (
        <div className="pending">
          <button type="button" className="primary" onClick={sync.confirmLocal}>
            Confirmar neste navegador
          </button>
          <button type="button" onClick={sync.cancelLocal}>
            Cancelar neste navegador
          </button>
        </div>
      )}
    </div>
  );
}
