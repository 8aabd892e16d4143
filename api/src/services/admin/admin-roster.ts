import { admins, type AdminDoc } from '../../store/admins';
import { appendAudit, type AuditState } from '../../store/audit-log';
import { normalizeEmail } from '../../store/promo-eligible';
import { DuplicateKeyError, type Store } from '../../store/types';
import { users } from '../../store/users';

export interface Actor {
  who: string;
  adminUserId: string;
}

const stateOf = (doc: AdminDoc): AuditState => ({
  userId: doc._id,
  email: doc.email,
  addedBy: doc.addedByEmail || doc.addedBy,
  addedAt: doc.addedAt,
});

/** The account a back-office entry names: by its user id, else by the e-mail it signed in with (the latest sign-in). */
async function accountOf(store: Store, account: string) {
  const byId = await users(store).findOne({ _id: account }, { projection: { email: 1 } });
  if (byId) return byId;
  const [latest] = await users(store)
    .find(
      { email: { $in: [...new Set([account, normalizeEmail(account)])] } },
      { projection: { email: 1 }, sort: { lastLogin: -1 }, limit: 1 },
    )
    .toArray();
  return latest ?? null;
}

export type AddOutcome = { kind: 'unknown-account' } | { kind: 'already-admin' | 'added'; admin: AdminDoc };

/** Lists an account that has signed in at least once (so its id is the provider's), audited. */
export async function addAdmin(store: Store, account: string, actor: Actor, now: Date): Promise<AddOutcome> {
  const user = await accountOf(store, account);
  if (!user) return { kind: 'unknown-account' };
  const doc: AdminDoc = {
    _id: user._id,
    email: user.email,
    addedBy: actor.adminUserId,
    addedByEmail: actor.who,
    addedAt: now.toISOString(),
  };
  try {
    await admins(store).insertOne(doc);
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
    return { kind: 'already-admin', admin: (await admins(store).findOne({ _id: user._id })) ?? doc };
  }
  await appendAudit(
    store,
    {
      ...actor,
      what: 'admin-added',
      email: user.email,
      userId: user._id,
      target: user._id,
      before: null,
      after: stateOf(doc),
    },
    now,
  );
  return { kind: 'added', admin: doc };
}

export type RemoveOutcome = { kind: 'not-admin' } | { kind: 'last-admin' } | { kind: 'removed'; admin: AdminDoc };

/** Takes an admin off the list (their next back-office call is refused), never the last one; audited. */
export async function removeAdmin(store: Store, userId: string, actor: Actor, now: Date): Promise<RemoveOutcome> {
  if ((await admins(store).countDocuments({})) <= 1 && (await admins(store).countDocuments({ _id: userId })) === 1)
    return { kind: 'last-admin' };
  const removed = await admins(store).findOneAndDelete({ _id: userId });
  if (!removed) return { kind: 'not-admin' };
  if ((await admins(store).countDocuments({})) === 0) {
    // Two admins removed each other at once: the list must never be empty, so this removal is undone.
    await admins(store).insertOne(removed);
    return { kind: 'last-admin' };
  }
  await appendAudit(
    store,
    {
      ...actor,
      what: 'admin-removed',
      email: removed.email,
      userId,
      target: userId,
      before: stateOf(removed),
      after: null,
    },
    now,
  );
  return { kind: 'removed', admin: removed };
}
