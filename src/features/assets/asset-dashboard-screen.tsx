import { Suspense } from 'react';
import { PoliteAnnouncer } from '../../components/polite-announcer';
import { CategoryBar } from './category-bar';
import { DashboardContent } from './dashboard-content';
import { DashboardControls } from './dashboard-controls';
import { DashboardSkeleton } from './dashboard-skeleton';
import type { DashboardList } from './dashboard-list';
import { DashboardPartsProvider, type DashboardParts } from './dashboard-parts';
import { FavoritesSourceSelect } from './favorites-source-select';
import { HiddenAgulhadasNotice } from './hidden-agulhadas-notice';
import { useAssetDashboard, type AssetDashboard } from './use-asset-dashboard';
import { UserKeyPanel } from './user-key-panel';
import './assets.css';

/** The asset dashboard of /app, /appuser and /lista-de-agulhadas-do-didi. */
export function AssetDashboardScreen({ list, parts }: { list: DashboardList; parts: DashboardParts }) {
  const dashboard = useAssetDashboard(list, parts);
  return (
    <DashboardPartsProvider value={parts}>
      <section className="dashboard">
        <h1>{dashboard.title}</h1>
        {/* The controls depend on the session's roles: until it is known the screen holds their room with the cards'. */}
        {dashboard.sessionSettled ? <DashboardBody dashboard={dashboard} parts={parts} /> : <DashboardSkeleton />}
      </section>
    </DashboardPartsProvider>
  );
}

function DashboardBody({ dashboard, parts }: { dashboard: AssetDashboard; parts: DashboardParts }) {
  const { favorites, hiddenAgulhadas } = dashboard;
  return (
    <>
      {dashboard.own && <UserKeyPanel ownAssets />}
      <CategoryBar links={dashboard.categoryLinks} />
      <DashboardControls dashboard={dashboard} />
      {hiddenAgulhadas !== null && hiddenAgulhadas > 0 && <HiddenAgulhadasNotice count={hiddenAgulhadas} />}
      {favorites.warning && (
        <p className="notice" role="status">
          {favorites.warning}{' '}
          <button type="button" className="link" onClick={favorites.dismissWarning}>
            Entendi
          </button>
        </p>
      )}
      {dashboard.openPanel === 'sync' && favorites.cloudEnabled && (
        <Suspense fallback={<p className="loading">Carregando...</p>}>
          <parts.FavoritesSyncPanel favorites={favorites} onClose={dashboard.closePanel} />
        </Suspense>
      )}
      {dashboard.isFavoritesView &&
        !dashboard.searching &&
        favorites.cloudEnabled &&
        favorites.cloudLists.length > 0 && (
          <FavoritesSourceSelect
            lists={favorites.cloudLists}
            value={dashboard.favoritesSource}
            onChange={dashboard.setFavoritesSource}
          />
        )}
      <DashboardContent dashboard={dashboard} />
      <PoliteAnnouncer summary={dashboard.newAgulhadas} testId="new-agulhadas-announcer" />
      {dashboard.reorderable && (
        <button
          type="button"
          className="reorder"
          onClick={dashboard.reorder}
          title="Os dados novos mudaram a ordem: reordenar os cartões"
        >
          Reordenar
        </button>
      )}
    </>
  );
}
