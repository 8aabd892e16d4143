import { canAddList } from '@agulhadas/domain/favorites/favorite-lists';
import type { FavoritesSync } from './use-favorites-sync';

/** Which cloud list the panel compares with; a new one can be started while nothing is pending. */
export function CloudListPicker({ sync }: { sync: FavoritesSync }) {
  const { cloudLists, cloudDraft, cloudShown } = sync;
  return (
    <div className="cloud-lists">
      {cloudLists.length > 0 && (
        <label>
          Lista{' '}
          <select value={sync.selectedId ?? ''} onChange={(event) => sync.selectList(Number(event.target.value))}>
            {cloudLists.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name}
              </option>
            ))}
            {cloudDraft && !cloudLists.some((list) => list.id === cloudDraft.id) && (
              <option value={cloudDraft.id}>{cloudDraft.name} (nova)</option>
            )}
          </select>
        </label>
      )}
      {cloudShown && cloudLists.length === 0 && <strong>{cloudShown.name} (nova)</strong>}
      {cloudLists.length > 0 && canAddList(cloudLists) && !sync.cloudPending && (
        <button type="button" onClick={sync.addList}>
          Nova lista
        </button>
      )}
    </div>
  );
}
