import { apiFetch } from '../../lib/api';
import type { FavoriteListItem } from '@agulhadas/domain/user-options';

/** POST /api/syncFavorites: saves one cloud list; true when the server matched it (matchedCount 1). */
export async function saveCloudList(list: FavoriteListItem): Promise<boolean> {
  const answer = await apiFetch<{ matchedCount: number }>('/api/syncFavorites', {
    method: 'POST',
    body: { listId: list.id, listName: list.name, favorites: list.assets },
  });
  return answer.matchedCount === 1;
}
