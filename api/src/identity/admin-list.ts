import { config } from '../config';
import { admins, BOOTSTRAP_ADDER, type AdminDoc } from '../store/admins';
import { DuplicateKeyError, type Store } from '../store/types';
import { users } from '../store/users';

/** The role SWA's principal carries for a listed admin (set by the roles function at sign-in). */
export const ADMIN_ROLE = 'admin';

/**
 * Lists ADMIN_USER_IDS while the list is empty: a new deployment gets its first admins without a database shell, and
 * once anyone is listed the setting no longer adds anybody, so an admin removed in the back office stays removed.
 */
async function seedFirstAdmins(store: Store, now: Date): Promise<void> {
  const ids = config().adminUserIds;
  if (ids.length === 0 || (await admins(store).countDocuments({})) > 0) return;
  for (const userId of ids) {
    const user = await users(store).findOne({ _id: userId }, { projection: { email: 1 } });
    const doc: AdminDoc = {
      _id: userId,
      email: user?.email ?? '',
      addedBy: BOOTSTRAP_ADDER,
      addedByEmail: '',
      addedAt: now.toISOString(),
    };
    try {
      await admins(store).insertOne(doc);
    } catch (error) {
      // Two first sign-ins at once: the other one listed it.
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
}

/** Whether this account is an admin now, read from the store on every call (a removal counts at once). */
export async function isListedAdmin(store: Store, userId: string, now: Date): Promise<boolean> {
  await seedFirstAdmins(store, now);
  return (await admins(store).countDocuments({ _id: userId })) > 0;
}
