import { lazy } from 'react';
import type { DashboardParts } from '../features/assets/dashboard-parts';
import { FavoriteToggle } from '../features/favorites/favorite-toggle';
import { useFavorites } from '../features/favorites/use-favorites';

/**
 * The dashboard's pieces owned by other features, joined here (features do not import each other). The panels a
 * card opens on demand load then, in their own chunks, so the dashboard's first load stays small.
 */
export const dashboardParts: DashboardParts = {
  useFavorites,
  FavoriteToggle,
  FavoritesSyncPanel: lazy(() =>
    import('../features/favorites/favorites-sync-panel').then((module) => ({ default: module.FavoritesSyncPanel })),
  ),
  CommentsPanel: lazy(() =>
    import('../features/comments/comments-panel').then((module) => ({ default: module.CommentsPanel })),
  ),
  AlertEditor: lazy(() =>
    import('../features/alerts/alert-editor').then((module) => ({ default: module.AlertEditor })),
  ),
};
