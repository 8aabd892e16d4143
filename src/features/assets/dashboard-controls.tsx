import { OptionsPopup } from './options-popup';
import { SortPopup } from './sort-popup';
import type { AssetDashboard } from './use-asset-dashboard';

/** The dashboard's search box and its sort, options, favourites sync and refresh buttons. */
export function DashboardControls({ dashboard }: { dashboard: AssetDashboard }) {
  const { openPanel, togglePanel, closePanel, setOptions } = dashboard;
  return (
    <div className="dashboard-controls">
      <input
        type="search"
        className="search"
        value={dashboard.search}
        onChange={(event) => dashboard.setSearch(event.target.value)}
        placeholder="Buscar ativo (código ou nome)"
        aria-label="Buscar ativo"
      />
      <div className="control">
        <button
          type="button"
          data-popover-toggle
          aria-expanded={openPanel === 'sort'}
          onClick={() => togglePanel('sort')}
        >
          Ordenar
        </button>
        {openPanel === 'sort' && (
          <SortPopup
            allowed={dashboard.canSort}
            value={dashboard.sortKey}
            onChange={dashboard.chooseSort}
            onClose={closePanel}
          />
        )}
      </div>
      {dashboard.canUseOptions && (
        <div className="control">
          <button
            type="button"
            data-popover-toggle
            aria-expanded={openPanel === 'options'}
            onClick={() => togglePanel('options')}
          >
            Opções
          </button>
          {openPanel === 'options' && (
            <OptionsPopup options={dashboard.options} onChange={(next) => setOptions(next)} onClose={closePanel} />
          )}
        </div>
      )}
      {dashboard.favorites.cloudEnabled && (
        <button type="button" aria-expanded={openPanel === 'sync'} onClick={() => togglePanel('sync')}>
          Sincronizar favoritos
        </button>
      )}
      <button type="button" onClick={dashboard.reload} aria-label="Atualizar lista">
        ↻ Atualizar
      </button>
    </div>
  );
}
