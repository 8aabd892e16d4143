import { z } from 'zod';
import { ASSET_KEY_PATTERN, MAX_FAVORITES_PER_LIST, MAX_LIST_NAME } from '@agulhadas/domain/favorites/favorite-lists';
import { MAX_FAVORITE_LISTS } from '@agulhadas/domain/user-options';
import { oneLineText } from '@agulhadas/domain/validation/text-schemas';
import { defineFunction, method } from '../http/define-function';
import { conflict, jsonResponse, notFound } from '../http/errors';
import { users } from '../store/users';

const body = z.object({
  listId: z.number().int().min(1).max(1_000_000),
  listName: oneLineText('O nome da lista', MAX_LIST_NAME).min(1),
  favorites: z.array(z.string().max(80).regex(ASSET_KEY_PATTERN, 'Ativo inválido')).max(MAX_FAVORITES_PER_LIST),
});
type SyncBody = z.infer<typeof body>;

const LIMIT_MESSAGE = `Você pode ter no máximo ${MAX_FAVORITE_LISTS} listas de favoritos.`;

/**
 * Saves one cloud list by id without reading the user document first:
 * 1. `$set` through the positional operator when the list exists;
 * 2. otherwise `$push`, guarded by "no list with this id" and "no 5th list yet" in the same filter,
 *    so two concurrent saves can neither duplicate the id nor pass the limit.
 * A push that loses a race to a save of the same id is retried once as a `$set`.
 */
async function upsertList(userId: string, list: SyncBody, store: Parameters<typeof users>[0]): Promise<number> {
  const favorites = [...new Set(list.favorites)];
  const setExisting = () =>
    users(store).updateOne(
      { _id: userId, 'favorites.id': list.listId },
      { $set: { 'favorites.$': { id: list.listId, name: list.listName, assets: favorites } } },
    );
  const updated = await setExisting();
  if (updated.matchedCount === 1) return 1;
  const lastSlot = `favorites.${MAX_FAVORITE_LISTS - 1}`;
  const pushed = await users(store).updateOne(
    { _id: userId, 'favorites.id': { $ne: list.listId }, [lastSlot]: { $exists: false } },
    { $push: { favorites: { id: list.listId, name: list.listName, assets: favorites } } },
  );
  if (pushed.matchedCount === 1) return 1;
  const retried = await setExisting();
  if (retried.matchedCount === 1) return 1;
  if ((await users(store).countDocuments({ _id: userId })) === 0) throw notFound('Usuário não encontrado.');
  throw conflict(LIMIT_MESSAGE);
}

/** POST /api/syncFavorites {listId, listName, favorites[]} → {matchedCount} (1 = saved). */
export const syncFavorites = defineFunction({
  name: 'syncFavorites',
  methods: {
    POST: method({
      access: 'favorites:cloud',
      deniedMessage: 'Favoritos na nuvem estão disponíveis apenas para assinantes.',
      body,
      handler: async ({ caller, body: list, store }) => {
        if (!caller) throw new Error('policy access without caller');
        const matchedCount = await upsertList(caller.userId, list, store);
        return jsonResponse(200, { matchedCount });
      },
    }),
  },
});
