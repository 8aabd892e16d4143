import { useState } from 'react';
import { useSession } from '../../lib/session-provider';
import {
  compareFavorites,
  draftFromLocal,
  DRAFT_LIST_ID,
  mergeFavorites,
  newList,
  numberDraft,
  sameFavorites,
} from '@agulhadas/domain/favorites/favorite-lists';
import type { FavoriteListItem } from '@agulhadas/domain/user-options';
import { ApiError } from '../../lib/api';
import { saveCloudList } from './favorites-api';
import type { Favorites } from './use-favorites';

/**
 * Local favourites beside one cloud list: items copy either way into a draft per side, and each side's draft is
 * confirmed or cancelled on its own. With no cloud list yet, the cloud side starts as 'Favoritos' made from the
 * local favourites (id -1, numbered when saved).
 */
export function useFavoritesSync(favorites: Favorites) {
  const { reloadUserInfo } = useSession();
  const { cloudLists, local } = favorites;
  const [selectedId, setSelectedId] = useState<number | null>(cloudLists[0]?.id ?? null);
  const [localDraft, setLocalDraft] = useState<string[] | null>(null);
  const [cloudDraft, setCloudDraft] = useState<FavoriteListItem | null>(() =>
    cloudLists.length === 0 ? draftFromLocal(local) : null,
  );
  const [status, setStatus] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const savedList = cloudLists.find((list) => list.id === selectedId) ?? null;
  const cloudShown = cloudDraft ?? savedList;
  const localItems = localDraft ?? local;
  const cloudItems = cloudShown?.assets ?? [];
  const diff = compareFavorites(localItems, cloudItems);
  const localPending = localDraft !== null && !sameFavorites(localDraft, local);
  const cloudPending =
    cloudDraft !== null &&
    (cloudDraft.id === DRAFT_LIST_ID || !savedList || !sameFavorites(cloudDraft.assets, savedList.assets));

  const copyToCloud = (assets: string[]) => {
    const base = cloudShown ?? newList(cloudLists);
    if (!base) return;
    setCloudDraft({ ...base, assets: mergeFavorites(base.assets, assets) });
  };
  const copyToLocal = (assets: string[]) => setLocalDraft(mergeFavorites(localItems, assets));

  const confirmLocal = () => {
    if (localDraft) favorites.setLocal(localDraft);
    setLocalDraft(null);
    setStatus('Favoritos deste navegador atualizados.');
  };

  const confirmCloud = async () => {
    if (!cloudDraft) return;
    const list =
      cloudDraft.id === DRAFT_LIST_ID || !cloudLists.some((saved) => saved.id === cloudDraft.id)
        ? numberDraft(cloudLists, cloudDraft)
        : cloudDraft;
    if (!list) {
      setStatus('Você pode ter no máximo 5 listas de favoritos.');
      return;
    }
    setSaving(true);
    try {
      const saved = await saveCloudList(list);
      if (!saved) throw new ApiError(500, 'Não foi possível salvar a lista.');
      await reloadUserInfo();
      setSelectedId(list.id);
      setCloudDraft(null);
      setStatus(`Lista "${list.name}" salva na nuvem.`);
    } catch (error) {
      setStatus(error instanceof Error ? error.message : 'Não foi possível salvar a lista.');
    } finally {
      setSaving(false);
    }
  };

  const addList = () => {
    const created = newList(cloudLists);
    if (!created) return;
    setSelectedId(created.id);
    setCloudDraft(created);
  };

  const selectList = (id: number) => {
    setSelectedId(id);
    setCloudDraft(null);
  };

  return {
    cloudLists,
    selectedId,
    cloudDraft,
    cloudShown,
    localItems,
    cloudItems,
    diff,
    localPending,
    cloudPending,
    status,
    saving,
    copyToCloud,
    copyToLocal,
    confirmLocal,
    cancelLocal: () => setLocalDraft(null),
    confirmCloud,
    cancelCloud: () => setCloudDraft(null),
    addList,
    selectList,
  };
}

export type FavoritesSync = ReturnType<typeof useFavoritesSync>;
