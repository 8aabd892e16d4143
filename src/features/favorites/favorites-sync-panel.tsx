import { useState } from 'react';
import { useSession } from '../../lib/session-provider';
import {
  canAddList,
  compareFavorites,
  draftFromLocal,
  DRAFT_LIST_ID,
  mergeFavorites,
  newList,
  numberDraft,
  sameFavorites,
} from '../../domain/favorites/favorite-lists';
import type { FavoriteListItem } from '../../domain/user-options';
import { ApiError } from '../../lib/api';
import { saveCloudList } from './favorites-api';
import type { Favorites } from './use-favorites';

interface FavoritesSyncPanelProps {
  favorites: Favorites;
  onClose: () => void;
}

/**
 * Local favourites beside one cloud list: items copy either way, and each side's pending
 * changes are confirmed or cancelled on their own. With no cloud list yet, the cloud side starts as
 * 'Favoritos' made from the local favourites (id -1, numbered when saved).
 */
export function FavoritesSyncPanel({ favorites, onClose }: FavoritesSyncPanelProps) {
  const { reloadUserInfo } = useSession();
  const { cloudLists, local } = favorites;
  const [selectedId, setSelectedId] = useState<number | null>(cloudLists[0]?.id ?? null);
  const [localDraft, setLocalDraft] = useState<string[] | null>(null);
  const [cloudDraft, setCloudDraft] = useState<FavoriteListItem | null>(() => (cloudLists.length === 0 ? draftFromLocal(local) : null));
  const [status, setStatus] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const savedList = cloudLists.find((list) => list.id === selectedId) ?? null;
  const cloudShown = cloudDraft ?? savedList;
  const localItems = localDraft ?? local;
  const cloudItems = cloudShown?.assets ?? [];
  const diff = compareFavorites(localItems, cloudItems);
  const localPending = localDraft !== null && !sameFavorites(localDraft, local);
  const cloudPending = cloudDraft !== null && (cloudDraft.id === DRAFT_LIST_ID || !savedList || !sameFavorites(cloudDraft.assets, savedList.assets));

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
    const list = cloudDraft.id === DRAFT_LIST_ID || !cloudLists.some((saved) => saved.id === cloudDraft.id) ? numberDraft(cloudLists, cloudDraft) : cloudDraft;
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

  return (
    <section className="favorites-sync" aria-label="Sincronizar favoritos">
      <div className="favorites-sync-head">
        <h2>Sincronizar favoritos</h2>
        <button type="button" className="icon-button" aria-label="Fechar" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="favorites-sync-columns">
        <div className="favorites-side" data-side="local">
          <h3>Neste navegador</h3>
          <ul>
            {localItems.map((asset) => (
              <li key={asset}>
                <span>{asset}</span>
                {diff.onlyLocal.includes(asset) && (
                  <button type="button" className="icon-button" aria-label={`Copiar ${asset} para a nuvem`} onClick={() => copyToCloud([asset])}>
                    →
                  </button>
                )}
              </li>
            ))}
            {localItems.length === 0 && <li className="muted">Nenhum favorito.</li>}
          </ul>
          <button type="button" disabled={diff.onlyLocal.length === 0} onClick={() => copyToCloud(diff.onlyLocal)}>
            Copiar todos para a nuvem →
          </button>
          {localPending && (
            <div className="pending">
              <button type="button" className="primary" onClick={confirmLocal}>
                Confirmar neste navegador
              </button>
              <button type="button" onClick={() => setLocalDraft(null)}>
                Cancelar neste navegador
              </button>
            </div>
          )}
        </div>
        <div className="favorites-side" data-side="cloud">
          <h3>Na nuvem</h3>
          <div className="cloud-lists">
            {cloudLists.length > 0 && (
              <label>
                Lista{' '}
                <select
                  value={selectedId ?? ''}
                  onChange={(event) => {
                    setSelectedId(Number(event.target.value));
                    setCloudDraft(null);
                  }}
                >
                  {cloudLists.map((list) => (
                    <option key={list.id} value={list.id}>
                      {list.name}
                    </option>
                  ))}
                  {cloudDraft && !cloudLists.some((list) => list.id === cloudDraft.id) && <option value={cloudDraft.id}>{cloudDraft.name} (nova)</option>}
                </select>
              </label>
            )}
            {cloudShown && cloudLists.length === 0 && <strong>{cloudShown.name} (nova)</strong>}
            {cloudLists.length > 0 && canAddList(cloudLists) && !cloudPending && (
              <button type="button" onClick={addList}>
                Nova lista
              </button>
            )}
          </div>
          <ul>
            {cloudItems.map((asset) => (
              <li key={asset}>
                {diff.onlyCloud.includes(asset) && (
                  <button type="button" className="icon-button" aria-label={`Copiar ${asset} para este navegador`} onClick={() => copyToLocal([asset])}>
                    ←
                  </button>
                )}
                <span>{asset}</span>
              </li>
            ))}
            {cloudItems.length === 0 && <li className="muted">Nenhum favorito.</li>}
          </ul>
          <button type="button" disabled={diff.onlyCloud.length === 0} onClick={() => copyToLocal(diff.onlyCloud)}>
            ← Copiar todos para este navegador
          </button>
          {cloudPending && (
            <div className="pending">
              <button type="button" className="primary" disabled={saving} onClick={() => void confirmCloud()}>
                Confirmar na nuvem
              </button>
              <button type="button" disabled={saving} onClick={() => setCloudDraft(null)}>
                Cancelar na nuvem
              </button>
            </div>
          )}
        </div>
      </div>
      {status && (
        <p className="status" role="status">
          {status}
        </p>
      )}
    </section>
  );
}
