import type { Timeframe } from '@agulhadas/domain/timeframes';
import { createContext, useContext, type ComponentType } from 'react';
import type { Favorites } from '../../lib/favorites-state';

/**
 * What the dashboard shows from other features (favourites, comments, alerts). Features do not import each
 * other: src/app builds these parts from the features that own them and hands them to the dashboard.
 */
export interface DashboardParts {
  useFavorites: () => Favorites;
  FavoritesSyncPanel: ComponentType<{ favorites: Favorites; onClose: () => void }>;
  FavoriteToggle: ComponentType<{ asset: string; active: boolean; onToggle: (asset: string) => void }>;
  CommentsPanel: ComponentType<{ asset: string }>;
  /** The back of the card: the asset's alerts. */
  AlertEditor: ComponentType<{ asset: string; timeframes?: readonly Timeframe[] }>;
}

const PartsContext = createContext<DashboardParts | null>(null);

export const DashboardPartsProvider = PartsContext.Provider;

export function useDashboardParts(): DashboardParts {
  const parts = useContext(PartsContext);
  if (!parts) throw new Error('DashboardPartsProvider missing: src/app provides the dashboard parts');
  return parts;
}
