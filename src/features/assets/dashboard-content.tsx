import { DashboardSkeleton } from './dashboard-skeleton';
import { LoadError } from './load-error';
import type { AssetDashboard } from './use-asset-dashboard';
import { VirtualAssetGrid } from './virtual-asset-grid';

/** The list's body: the load error, the room the cards will take, the empty note, or the cards. */
export function DashboardContent({ dashboard }: { dashboard: AssetDashboard }) {
  if (dashboard.error) return <LoadError onReload={dashboard.reload} />;
  if (dashboard.loading) return <DashboardSkeleton />;
  if (dashboard.itemCount === 0) return <p className="empty">Nenhum ativo aqui.</p>;
  return <VirtualAssetGrid entries={dashboard.entries} ctx={dashboard.ctx} />;
}
