import { AlertEditor } from '../features/alerts/alert-editor';
import type { DashboardParts } from '../features/assets/dashboard-parts';
import { CommentsPanel } from '../features/comments/comments-panel';
import { FavoriteToggle } from '../features/favorites/favorite-toggle';
import { FavoritesSyncPanel } from '../features/favorites/favorites-sync-panel';
import { useFavorites } from '../features/favorites/use-favorites';

/** The dashboard's pieces owned by other features, joined here (features do not import each other). */
export const dashboardParts: DashboardParts = { useFavorites, FavoritesSyncPanel, FavoriteToggle, CommentsPanel, AlertEditor };
