import { CloudListPicker } from './cloud-list-picker';
import type { FavoritesSync } from './use-favorites-sync';

/** The chosen cloud list: each favourite only there can be copied to this browser. */
export function FavoritesCloudSide({ sync }: { sync: FavoritesSync }) {
  const { cloudItems, diff, saving } = sync;
  return (
    <div className="favorites-side" data-side="cloud">
      <h3>Na nuvem</h3>
      <CloudListPicker sync={sync} />
      <ul>
        {cloudItems.map((asset) => (
          <li key={asset}>
            {diff.onlyCloud.includes(asset) && (
              <button
                type="button"
                className="icon-button"
                aria-label={`Copiar ${asset} para este navegador`}
                onClick={() => sync.copyToLocal([asset])}
              >
                ←
              </button>
            )}
            <span>{asset}</span>
          </li>
        ))}
        {cloudItems.length === 0 && <li className="muted">Nenhum favorito.</li>}
      </ul>
      <button type="button" disabled={diff.onlyCloud.length === 0} onClick={() => sync.copyToLocal(diff.onlyCloud)}>
        ← Copiar todos para este navegador
      </button>
      {sync.cloudPending && (
        <div className="pending">
          <button type="button" className="primary" disabled={saving} onClick={() => void sync.confirmCloud()}>
            Confirmar na nuvem
          </button>
          <button type="button" disabled={saving} onClick={sync.cancelCloud}>
            Cancelar na nuvem
          </button>
        </div>
      )}
    </div>
  );
}
