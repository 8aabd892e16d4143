import { DEFAULT_EXCHANGE } from '@agulhadas/domain/categories';

/** The three lists sharing the dashboard: /{list}/{exchanges}/{assetType}. */
export type DashboardList = 'app' | 'appuser' | 'agulhadas';

export const LIST_BASE: Record<DashboardList, string> = {
  app: '/app',
  appuser: '/appuser',
  agulhadas: '/lista-de-agulhadas-do-didi',
};

/** Default exchange segment: the Brazilian exchange on /app; every exchange on the other two lists. */
export const LIST_DEFAULT_EXCHANGE: Record<DashboardList, string> = {
  app: DEFAULT_EXCHANGE,
  appuser: 'all',
  agulhadas: 'all',
};

export const LIST_TITLE: Record<DashboardList, string> = {
  app: 'Lista de ativos',
  appuser: 'Meus ativos',
  agulhadas: 'Todas as agulhadas',
};

export function listPath(list: DashboardList, exchanges: string, assetType?: string): string {
  return `${LIST_BASE[list]}/${exchanges}${assetType ? `/${assetType}` : ''}`;
}
