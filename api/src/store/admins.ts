import type { Store } from './types';

/**
 * Who may use the back office: one document per admin, keyed by the identity provider's subject id (the SWA
 * principal's userId), so a person is an admin only when signed in as that very account. Removing the document
 * removes the access at the next call, whatever role the session still carries.
 */
export interface AdminDoc {
  /** The identity provider's subject id. */
  _id: string;
  email: string;
  /** The admin who added this one (user id), or 'ADMIN_USER_IDS' for the first admins of a deployment. */
  addedBy: string;
  addedByEmail: string;
  addedAt: string;
}

/** Who added the first admins: the setting, not a person. */
export const BOOTSTRAP_ADDER = 'ADMIN_USER_IDS';

export const admins = (store: Store) => store.collection<AdminDoc>('admins');

export async function ensureAdminIndexes(store: Store): Promise<void> {
  await admins(store).createIndex({ email: 1 });
}
