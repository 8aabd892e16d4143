import { deriveRoles } from '@agulhadas/domain/identity/derive-roles';
import { unauthorized } from '../http/errors';
import { secretMatches } from '../http/secret-matches';
import { subscriptionsOf } from '../store/subscriptions';
import type { Store } from '../store/types';
import { users } from '../store/users';

export const BAD_USER_KEY = 'Chave de usuário inválida.';

/** Shapes a user key can have (32 hex digits today); anything else is refused without a database read. */
const KEY_SHAPE = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * The owner of a per-user key and their roles, read from the database now (not from a sign-in): callers without a
 * browser (the VIP webhook, a VIP's own robot) prove themselves with the key alone, and a plan that lapsed since stops
 * them at once. A missing or unknown key is a 401; each caller checks its own policy on the roles.
 */
export async function userByKey(
  store: Store,
  key: string | null | undefined,
  now: Date,
): Promise<{ userId: string; roles: string[] }> {
  if (!key || !KEY_SHAPE.test(key)) throw unauthorized(BAD_USER_KEY);
  const user = await users(store).findOne({ userKey: key }, { projection: { _id: 1, userKey: 1 } });
  if (!user || !secretMatches(key, user.userKey)) throw unauthorized(BAD_USER_KEY);
  return { userId: user._id, roles: deriveRoles(user._id, await subscriptionsOf(store, user._id), now) };
}
