import { ensureUser } from '../../api/src/identity/ensure-user';
import type { Store } from '../../api/src/store/types';
import { users } from '../../api/src/store/users';
import { call, freshStore, principalFor } from '../support/api-client';
import { grantLevel } from '../support/fixtures';

const now = new Date('2026-11-20T12:00:00.000Z');
const payer = principalFor('payer');
const other = principalFor('other');

async function favoritesOf(store: Store, userId: string) {
  return (await users(store).findOne({ _id: userId }))?.favorites;
}

const sync = (body: unknown, as = payer) =>
  call<{ matchedCount?: number; error?: string }>('syncFavorites', { method: 'POST', body, as });

describe('POST /api/syncFavorites', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    for (const userId of ['payer', 'other', 'free'])
      await ensureUser(store, { userId, email: `${userId}@x.app`, name: userId }, now);
    await grantLevel(store, 'payer', 'Basico');
    await grantLevel(store, 'other', 'VIP');
  });

  it('creates a list, then updates it in place by id', async () => {
    const created = await sync({ listId: 1, listName: 'Favoritos', favorites: ['BMFBOVESPA:PETR4', 'NASDAQ:AAPL'] });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ matchedCount: 1 });
    const updated = await sync({ listId: 1, listName: 'Meus preferidos', favorites: ['CME_MINI:ES1!'] });
    expect(updated.body).toEqual({ matchedCount: 1 });
    expect(await favoritesOf(store, 'payer')).toEqual([{ id: 1, name: 'Meus preferidos', assets: ['CME_MINI:ES1!'] }]);
  });

  it('keeps at most five lists and refuses the sixth with 409, changing nothing', async () => {
    for (const id of [1, 2, 3, 4, 5])
      expect((await sync({ listId: id, listName: `Lista ${id}`, favorites: [] })).body).toEqual({ matchedCount: 1 });
    const before = await favoritesOf(store, 'payer');
    const sixth = await sync({ listId: 6, listName: 'Lista 6', favorites: ['NASDAQ:AAPL'] });
    expect(sixth.status).toBe(409);
    expect(sixth.body.error).toMatch(/no máximo 5 listas/);
    expect(await favoritesOf(store, 'payer')).toEqual(before);
    // Updating one of the five still works at the limit.
    expect((await sync({ listId: 3, listName: 'Lista 3', favorites: ['NASDAQ:AAPL'] })).body).toEqual({
      matchedCount: 1,
    });
  });

  it('concurrent saves never pass five lists nor duplicate an id', async () => {
    await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 3, 3].map((id) => sync({ listId: id, listName: `Lista ${id}`, favorites: [] })),
    );
    const lists = (await favoritesOf(store, 'payer')) ?? [];
    expect(lists.length).toBe(5);
    expect(new Set(lists.map((list) => list.id)).size).toBe(5);
  });

  it('deduplicates assets and leaves other users untouched', async () => {
    await sync({ listId: 1, listName: 'Lista 1', favorites: ['VIP:X'] }, other);
    await sync({ listId: 1, listName: 'Favoritos', favorites: ['NASDAQ:AAPL', 'NASDAQ:AAPL'] });
    expect(await favoritesOf(store, 'payer')).toEqual([{ id: 1, name: 'Favoritos', assets: ['NASDAQ:AAPL'] }]);
    expect(await favoritesOf(store, 'other')).toEqual([{ id: 1, name: 'Lista 1', assets: ['VIP:X'] }]);
  });

  it('answers 401 anonymous and 403 to users without a paid level, changing nothing', async () => {
    const anonymous = await call<{ error: string }>('syncFavorites', {
      method: 'POST',
      body: { listId: 1, listName: 'A', favorites: [] },
    });
    expect(anonymous.status).toBe(401);
    const free = await sync({ listId: 1, listName: 'A', favorites: [] }, principalFor('free'));
    expect(free.status).toBe(403);
    // A forged VIP role in the principal does not help.
    const forged = await sync({ listId: 1, listName: 'A', favorites: [] }, principalFor('free', undefined, ['VIP']));
    expect(forged.status).toBe(403);
    expect(await favoritesOf(store, 'free')).toEqual([]);
  });

  it('rejects invalid bodies and operator injection with 400, changing nothing', async () => {
    const bad: unknown[] = [
      { listId: 1.5, listName: 'A', favorites: [] },
      { listId: '1', listName: 'A', favorites: [] },
      { listId: 1, listName: '', favorites: [] },
      { listId: 1, listName: 'x'.repeat(41), favorites: [] },
      { listId: 1, listName: 'A', favorites: ['sem-bolsa'] },
      { listId: 1, listName: 'A', favorites: [{ $gt: '' }] },
      { listId: { $ne: 0 }, listName: 'A', favorites: [] },
      { listId: 1, listName: { $set: 'x' }, favorites: [] },
      { listId: 1, listName: 'A', favorites: Array.from({ length: 2001 }, (_, i) => `B:${i}`) },
      { listId: 1, listName: 'A' },
    ];
    for (const body of bad) {
      const res = await sync(body);
      expect([JSON.stringify(body).slice(0, 60), res.status]).toEqual([JSON.stringify(body).slice(0, 60), 400]);
      // The field named in words, never its identifier.
      expect(res.body.error).toMatch(
        /^((Preencha o campo|O campo) (lista|nome da lista|favoritos)\b|Ativo inválido\.$)/,
      );
    }
    expect(await favoritesOf(store, 'payer')).toEqual([]);
  });

  it('answers 405 to GET', async () => {
    expect((await call('syncFavorites', { as: payer })).status).toBe(405);
  });
});
