import { Suspense, useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '../../lib/session-provider';
import type { ListedAsset } from '../../domain/list-reading';
import { CATEGORIES, FAVORITES_EXCHANGE } from '../../domain/categories';
import { withAdSlots } from '../../domain/presentation/ad-slots';
import { defaultSortKey, sortAssets, type SortKey } from '../../domain/sorting/asset-sort';
import { holdOrder, inHeldOrder, sameOrder, type HeldOrder } from '../../domain/sorting/held-order';
import { filterAssets, isSearching } from '../../domain/sorting/filter-assets';
import { optionToTimeframe } from '../../domain/timeframes';
import { apiFetch } from '../../lib/api';
import { useClock } from '../../lib/use-clock';
import type { CardContext } from './asset-card';
import { CategoryBar, type CategoryLink } from './category-bar';
import { DashboardPartsProvider, type DashboardParts } from './dashboard-parts';
import type { DashboardOptions } from './chart-options';
import { LIST_DEFAULT_EXCHANGE, LIST_TITLE, listPath, type DashboardList } from './dashboard-list';
import { LoadError } from './load-error';
import { OptionsPopup } from './options-popup';
import { SortPopup } from './sort-popup';
import { useAssets } from './use-assets';
import { useUserAssetTypes } from './use-user-asset-types';
import { UserKeyPanel } from './user-key-panel';
import { VirtualAssetGrid } from './virtual-asset-grid';
import './assets.css';

type OpenPanel = 'sort' | 'options' | 'sync' | null;
const LOCAL_LIST = 'local';

function titleFor(list: DashboardList, exchanges: string, assetType?: string): string {
  if (list !== 'app') return LIST_TITLE[list];
  if (exchanges.toLowerCase() === FAVORITES_EXCHANGE) return 'Favoritos';
  return CATEGORIES.find((category) => category.exchanges === exchanges && category.assetType === assetType)?.label ?? LIST_TITLE.app;
}

/** The asset dashboard of /app, /appuser and /lista-de-agulhadas-do-didi. */
export function AssetDashboardScreen({ list, parts }: { list: DashboardList; parts: DashboardParts }) {
  const params = useParams();
  const exchanges = params.exchanges ?? LIST_DEFAULT_EXCHANGE[list];
  const assetType = params.assetType;
  const session = useSession();
  const favorites = parts.useFavorites();
  const [search, setSearch] = useState('');
  const [chosenSort, setChosenSort] = useState<SortKey | null>(null);
  const [openPanel, setOpenPanel] = useState<OpenPanel>(null);
  const [favoritesSource, setFavoritesSource] = useState<string>(LOCAL_LIST);

  const searching = isSearching(search);
  const own = list === 'appuser';
  const { data, error, isLoading, mutate, hiddenAgulhadas } = useAssets(searching ? 'all' : exchanges, own);
  const extraTypes = useUserAssetTypes(own && session.can('userAssets:use'));

  const canSort = session.can('assets:sort');
  const paid = session.can('ads:hidden');
  const sortKey: SortKey = canSort ? (chosenSort ?? defaultSortKey(true)) : defaultSortKey(false);
  const options = session.options as DashboardOptions;
  const isFavoritesView = exchanges.toLowerCase() === FAVORITES_EXCHANGE;
  const favoritesShown = useMemo(() => {
    if (favoritesSource === LOCAL_LIST) return favorites.local;
    return favorites.cloudLists.find((item) => String(item.id) === favoritesSource)?.assets ?? [];
  }, [favoritesSource, favorites.local, favorites.cloudLists]);

  const sorted = useMemo(() => {
    const visible = filterAssets(data ?? [], { exchanges, assetType, favorites: favoritesShown, agulhadasOnly: list === 'agulhadas', search });
    return sortAssets(visible, sortKey);
  }, [data, exchanges, assetType, favoritesShown, list, search, sortKey]);
  // The order the reader holds: taken when the view opens or the reader changes what it shows (segment, search, sort,
  // favourites list), kept while new rounds update the cards in place, re-taken on 'Reordenar'.
  const view = [list, exchanges, assetType ?? '', search, sortKey, favoritesSource].join('|');
  const [held, setHeld] = useState<HeldOrder | null>(null);
  const ready = Boolean(data) && !isLoading;
  if (ready && held?.view !== view) setHeld(holdOrder(view, sorted));
  const shown = useMemo(() => (held?.view === view ? inHeldOrder(sorted, held) : sorted), [sorted, held, view]);
  const reorderable = ready && !sameOrder(shown, sorted);
  const entries = useMemo(() => withAdSlots<ListedAsset>(shown, !paid), [shown, paid]);

  const deleteOwnAsset = useCallback(
    async (asset: string) => {
      if (!window.confirm('Excluir ativo?')) return;
      await apiFetch('/api/userAssets', { method: 'DELETE', body: { asset } });
      await mutate();
    },
    [mutate],
  );

  const { toggle } = favorites;
  const favoriteSet = useMemo(() => new Set(favorites.local), [favorites.local]);
  // Captured once per data load, and once a minute: rows fade and cards say 'sem dados recentes' against it even
  // when the robot stops and no new data ever arrives to move it; not every render.
  const minute = useClock(60_000);
  const now = useMemo(() => (data ? new Date(Math.max(minute, Date.now())) : new Date(0)), [data, minute]);
  const ctx = useMemo<CardContext>(
    () => ({
      now,
      signedIn: Boolean(session.clientPrincipal),
      paid,
      timeframes: options.timeframes.map(optionToTimeframe),
      fadeExpired: options.fadeExpiredTf,
      layoutUrl: options.tvlayout ? (options.tvlayoutUrl ?? null) : null,
      favoriteSet,
      toggleFavorite: toggle,
      onDelete: own ? (asset: string) => void deleteOwnAsset(asset) : undefined,
    }),
    [
      now,
      session.clientPrincipal,
      paid,
      options.timeframes,
      options.fadeExpiredTf,
      options.tvlayout,
      options.tvlayoutUrl,
      favoriteSet,
      toggle,
      own,
      deleteOwnAsset,
    ],
  );

  const categoryLinks = useMemo<CategoryLink[]>(() => {
    // The categories filter the list the user is on (all assets, the agulhadas, or their own).
    const links: CategoryLink[] = CATEGORIES.map((category) => ({ label: category.label, to: listPath(list, category.exchanges, category.assetType) }));
    if (favorites.cloudEnabled) links.push({ label: '♥ Favoritos', to: listPath(list, FAVORITES_EXCHANGE) });
    if (own) links.unshift(...extraTypes.map((type) => ({ label: type.label, to: listPath('appuser', type.exchanges, type.assetType) })));
    return links;
  }, [favorites.cloudEnabled, own, extraTypes, list]);

  const toggle2 = (panel: Exclude<OpenPanel, null>) => setOpenPanel((open) => (open === panel ? null : panel));
  const closePanel = useCallback(() => setOpenPanel(null), []);
  const itemCount = entries.filter((entry) => entry.kind === 'item').length;

  return (
    <DashboardPartsProvider value={parts}>
      <section className="dashboard">
        <h1>{titleFor(list, exchanges, assetType)}</h1>
        {own && <UserKeyPanel ownAssets />}
        <CategoryBar links={categoryLinks} />
        <div className="dashboard-controls">
          <input
            type="search"
            className="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Buscar ativo (código ou nome)"
            aria-label="Buscar ativo"
          />
          <div className="control">
            <button type="button" data-popover-toggle aria-expanded={openPanel === 'sort'} onClick={() => toggle2('sort')}>
              Ordenar
            </button>
            {openPanel === 'sort' && (
              <SortPopup
                allowed={canSort}
                value={sortKey}
                onChange={(key) => {
                  setChosenSort(key);
                  // Choosing a sort, even the current one, asks for the cards in that order now.
                  setHeld(null);
                  setOpenPanel(null);
                }}
                onClose={closePanel}
              />
            )}
          </div>
          {session.can('options:use') && (
            <div className="control">
              <button type="button" data-popover-toggle aria-expanded={openPanel === 'options'} onClick={() => toggle2('options')}>
                Opções
              </button>
              {openPanel === 'options' && <OptionsPopup options={options} onChange={(next) => session.setOptions(next)} onClose={closePanel} />}
            </div>
          )}
          {favorites.cloudEnabled && (
            <button type="button" aria-expanded={openPanel === 'sync'} onClick={() => toggle2('sync')}>
              Sincronizar favoritos
            </button>
          )}
          <button type="button" onClick={() => void mutate()} aria-label="Atualizar lista">
            ↻ Atualizar
          </button>
        </div>
        {list === 'agulhadas' && !searching && hiddenAgulhadas !== null && hiddenAgulhadas > 0 && (
          <p className="notice hidden-agulhadas" role="status">
            Mais {hiddenAgulhadas.toLocaleString('pt-BR')} {hiddenAgulhadas === 1 ? 'ativo com agulhada' : 'ativos com agulhada'} nesta lista para assinantes.{' '}
            <Link to="/assinatura">Ver planos</Link>
          </p>
        )}
        {favorites.warning && (
          <p className="notice" role="status">
            {favorites.warning}{' '}
            <button type="button" className="link" onClick={favorites.dismissWarning}>
              Entendi
            </button>
          </p>
        )}
        {openPanel === 'sync' && favorites.cloudEnabled && (
          <Suspense fallback={<p className="loading">Carregando...</p>}>
            <parts.FavoritesSyncPanel favorites={favorites} onClose={closePanel} />
          </Suspense>
        )}
        {isFavoritesView && !searching && favorites.cloudEnabled && favorites.cloudLists.length > 0 && (
          <label className="favorites-source">
            Lista{' '}
            <select aria-label="Lista de favoritos exibida" value={favoritesSource} onChange={(event) => setFavoritesSource(event.target.value)}>
              <option value={LOCAL_LIST}>Neste navegador</option>
              {favorites.cloudLists.map((item) => (
                <option key={item.id} value={String(item.id)}>
                  {item.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {error ? (
          <LoadError onReload={() => void mutate()} />
        ) : isLoading || !data ? (
          <p className="loading">Carregando...</p>
        ) : itemCount === 0 ? (
          <p className="empty">Nenhum ativo aqui.</p>
        ) : (
          <VirtualAssetGrid entries={entries} ctx={ctx} />
        )}
        {reorderable && (
          <button
            type="button"
            className="reorder"
            onClick={() => setHeld(holdOrder(view, sorted))}
            title="Os dados novos mudaram a ordem: reordenar os cartões"
          >
            Reordenar
          </button>
        )}
      </section>
    </DashboardPartsProvider>
  );
}
