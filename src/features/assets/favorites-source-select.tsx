import type { FavoriteListItem } from '@agulhadas/domain/user-options';
import { LOCAL_FAVORITES } from './use-favorites-source';

interface FavoritesSourceSelectProps {
  lists: FavoriteListItem[];
  value: string;
  onChange: (source: string) => void;
}

/** Picks the favourites list the favourites view shows: this browser's or one of the cloud lists. */
export function FavoritesSourceSelect({ lists, value, onChange }: FavoritesSourceSelectProps) {
  return (
    <label className="favorites-source">
      Lista{' '}
      <select aria-label="Lista de favoritos exibida" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value={LOCAL_FAVORITES}>Neste navegador</option>
        {lists.map((item) => (
          <option key={item.id} value={String(item.id)}>
            {item.name}
          </option>
        ))}
      </select>
    </label>
  );
}
