import type { FavoriteListItem } from '@agulhadas/domain/user-options';

/** The favourites a screen works with: the browser's list, the cloud lists, and the first-favourite warning. */
export interface Favorites {
  /** Signed-in users may keep favourites (favourites show only for signed-in use). */
  enabled: boolean;
  cloudEnabled: boolean;
  local: string[];
  setLocal: (next: string[]) => void;
  isFavorite: (asset: string) => boolean;
  toggle: (asset: string) => void;
  /** Cloud lists as last known: getUserInfo, else the localStorage copy. */
  cloudLists: FavoriteListItem[];
  warning: string | null;
  dismissWarning: () => void;
}
