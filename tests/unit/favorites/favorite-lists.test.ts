import {
  canAddList,
  compareFavorites,
  draftFromLocal,
  isAssetKey,
  mergeFavorites,
  newList,
  nextListId,
  numberDraft,
  orderLists,
  removeFavorites,
  sameFavorites,
  toggleFavorite,
} from '@agulhadas/domain/favorites/favorite-lists';
import type { FavoriteListItem } from '@agulhadas/domain/user-options';

const list = (id: number, assets: string[] = []): FavoriteListItem => ({ id, name: `Lista ${id}`, assets });

describe('favourite lists', () => {
  it('toggles one asset keeping the order', () => {
    expect(toggleFavorite(['A:1', 'B:2'], 'C:3')).toEqual(['A:1', 'B:2', 'C:3']);
    expect(toggleFavorite(['A:1', 'B:2', 'C:3'], 'B:2')).toEqual(['A:1', 'C:3']);
  });

  it('merges without duplicates and removes', () => {
    expect(mergeFavorites(['A:1', 'B:2'], ['B:2', 'C:3', 'C:3'])).toEqual(['A:1', 'B:2', 'C:3']);
    expect(removeFavorites(['A:1', 'B:2', 'C:3'], ['B:2'])).toEqual(['A:1', 'C:3']);
  });

  it('compares local and cloud', () => {
    expect(compareFavorites(['A:1', 'B:2'], ['B:2', 'C:3'])).toEqual({
      onlyLocal: ['A:1'],
      onlyCloud: ['C:3'],
      both: ['B:2'],
    });
    expect(sameFavorites(['A:1'], ['A:1'])).toBe(true);
    expect(sameFavorites(['A:1', 'B:2'], ['B:2', 'A:1'])).toBe(false);
  });

  it('the first list is Favoritos from local favourites with id -1, then numbered', () => {
    const draft = draftFromLocal(['A:1']);
    expect(draft).toEqual({ id: -1, name: 'Favoritos', assets: ['A:1'] });
    expect(numberDraft([], draft)).toEqual({ id: 1, name: 'Favoritos', assets: ['A:1'] });
    expect(numberDraft([list(1), list(4)], draft)?.id).toBe(5);
  });

  it('other lists are Lista N, ids follow the highest', () => {
    expect(nextListId([])).toBe(1);
    expect(nextListId([list(2), list(7)])).toBe(8);
    expect(newList([])).toEqual({ id: 1, name: 'Favoritos', assets: [] });
    expect(newList([list(1)])).toEqual({ id: 2, name: 'Lista 2', assets: [] });
  });

  it('at most five lists', () => {
    const five = [1, 2, 3, 4, 5].map((id) => list(id));
    expect(canAddList(five)).toBe(false);
    expect(canAddList(five.slice(1))).toBe(true);
    expect(newList(five)).toBeNull();
    expect(numberDraft(five, draftFromLocal([]))).toBeNull();
    expect(orderLists([...five, list(6)]).map((l) => l.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('validates asset keys', () => {
    expect(isAssetKey('BMFBOVESPA:PETR4')).toBe(true);
    expect(isAssetKey('CME_MINI:ES1!')).toBe(true);
    expect(isAssetKey('{"$gt":""}')).toBe(false);
    expect(isAssetKey('PETR4')).toBe(false);
  });
});
