import { formatDate } from '@agulhadas/domain/presentation/format';
import { appendAudit, type AuditAction, type AuditState } from '../../store/audit-log';
import { pendingGrants } from '../../store/pending-grants';
import { normalizeEmail } from '../../store/promo-eligible';
import { subscriptions, type SubscriptionDoc } from '../../store/subscriptions';
import type { Store } from '../../store/types';
import { users, type UserDoc } from '../../store/users';
import { queueEmail } from '../email/queue-email';
import { publicUrl } from '../payments/public-urls';
import { unixSeconds } from './calendar';

/** The level a partner broker subsidises. */
export const BROKER_LEVEL = 'VIPCORRETORA';

/** Where the grant e-mail leads: the thank-you page's broker text (trade regularly or the subsidy stops). */
const GRANTED_PATH = '/assinou?content=corretora';

/** One grant per account: a second grant moves the expiry of the same document. */
const grantSubId = (userId: string) => `corretora_${userId}`;

export type GrantOutcome =
  | { status: 'granted' | 'pending'; email: string; userId: string | null; expiry: number }
  | { status: 'removed'; email: string; userId: string | null }
  | { status: 'nothing-to-remove'; email: string };

const stateOf = (sub: Pick<SubscriptionDoc, 'level' | 'status' | 'expiry'> | null): AuditState =>
  sub ? { level: sub.level, status: sub.status, expiry: sub.expiry } : null;

async function record(
  store: Store,
  entry: {
    who: string;
    adminUserId?: string | null;
    what: AuditAction;
    email: string;
    userId: string | null;
    before: AuditState;
    after: AuditState;
  },
  now: Date,
): Promise<void> {
  await appendAudit(store, entry, now);
}

/** The account signed in with this e-mail, as given or lower-cased; the latest signed-in one if several share it. */
async function accountOf(store: Store, email: string): Promise<UserDoc | null> {
  const [latest] = await users(store)
    .find({ email: { $in: [...new Set([email, normalizeEmail(email)])] } }, { sort: { lastLogin: -1 }, limit: 1 })
    .toArray();
  return latest ?? null;
}

/** Makes the account's grant active until `expiry`; answers the state before. */
async function writeGrant(store: Store, userId: string, expiry: number, now: Date): Promise<AuditState> {
  const subId = grantSubId(userId);
  const before = await subscriptions(store).findOne({ subId });
  const at = now.toISOString();
  await subscriptions(store).updateOne(
    { subId },
    {
      $set: {
        userId,
        level: BROKER_LEVEL,
        status: 'active',
        expiry,
        metadata: { price: 0, plan: 'corretora', period: 'M' },
        updatedAt: at,
      },
      $setOnInsert: { createdAt: at },
    },
    { upsert: true },
  );
  return stateOf(before);
}

async function mailGrant(
  store: Store,
  to: { email: string; name: string; userId: string },
  expiry: number,
  now: Date,
): Promise<void> {
  await queueEmail(
    store,
    {
      template: 'broker-plan-granted',
      about: `${normalizeEmail(to.email)}:${expiry}`,
      to: to.email,
      name: to.name,
      userId: to.userId,
      data: { nome: to.name, validade: formatDate(new Date(expiry * 1000)), link: publicUrl(GRANTED_PATH) },
    },
    now,
  );
}

/**
 * Grants VIPCORRETORA to an e-mail until `expiry` (unix seconds): an active subscription of that level for its
 * account, which roles, /conta and the plans page read like any other; without an account yet, a pending grant
 * that its first sign-in applies. Either way the person is e-mailed and the change audited.
 */
export async function grantBrokerLevel(
  store: Store,
  grant: { email: string; expiry: number; by: string; adminUserId?: string | null; broker?: string },
  now: Date,
): Promise<GrantOutcome> {
  const email = normalizeEmail(grant.email);
  // The partner broker paying for the plan, when the admin named it: kept on the trail and the pending grant.
  const after: AuditState = {
    level: BROKER_LEVEL,
    status: 'active',
    expiry: grant.expiry,
    ...(grant.broker ? { broker: grant.broker } : {}),
  };
  const user = await accountOf(store, grant.email);
  if (user) {
    const before = await writeGrant(store, user._id, grant.expiry, now);
    await record(
      store,
      {
        who: grant.by,
        adminUserId: grant.adminUserId,
        what: 'broker-plan-granted',
        email,
        userId: user._id,
        before,
        after,
      },
      now,
    );
    await mailGrant(store, { email: user.email, name: user.name, userId: user._id }, grant.expiry, now);
    return { status: 'granted', email, userId: user._id, expiry: grant.expiry };
  }
  const pending = await pendingGrants(store).findOne({ _id: email });
  await pendingGrants(store).updateOne(
    { _id: email },
    {
      $set: {
        level: BROKER_LEVEL,
        expiry: grant.expiry,
        grantedBy: grant.by,
        grantedAt: now.toISOString(),
        ...(grant.broker ? { broker: grant.broker } : {}),
      },
    },
    { upsert: true },
  );
  const before: AuditState = pending ? { level: pending.level, status: 'pending', expiry: pending.expiry } : null;
  await record(
    store,
    {
      who: grant.by,
      adminUserId: grant.adminUserId,
      what: 'broker-plan-pending',
      email,
      userId: null,
      before,
      after: { ...after, status: 'pending' },
    },
    now,
  );
  await mailGrant(store, { email, name: '', userId: '' }, grant.expiry, now);
  return { status: 'pending', email, userId: null, expiry: grant.expiry };
}

/** Ends the e-mail's VIPCORRETORA now (its active grant and any pending one), audited. */
export async function removeBrokerLevel(
  store: Store,
  removal: { email: string; by: string; adminUserId?: string | null },
  now: Date,
): Promise<GrantOutcome> {
  const email = normalizeEmail(removal.email);
  let removed = false;
  const pending = await pendingGrants(store).findOneAndDelete({ _id: email });
  if (pending) {
    const before: AuditState = { level: pending.level, status: 'pending', expiry: pending.expiry };
    await record(
      store,
      {
        who: removal.by,
        adminUserId: removal.adminUserId,
        what: 'broker-plan-pending-removed',
        email,
        userId: null,
        before,
        after: null,
      },
      now,
    );
    removed = true;
  }
  const user = await accountOf(store, removal.email);
  const subId = user ? grantSubId(user._id) : '';
  const before = user ? await subscriptions(store).findOne({ subId, status: 'active' }) : null;
  if (user && before) {
    const expiry = unixSeconds(now);
    await subscriptions(store).updateOne(
      { subId },
      { $set: { status: 'cancelled', expiry, updatedAt: now.toISOString() } },
    );
    await record(
      store,
      {
        who: removal.by,
        adminUserId: removal.adminUserId,
        what: 'broker-plan-removed',
        email,
        userId: user._id,
        before: stateOf(before),
        after: { level: BROKER_LEVEL, status: 'cancelled', expiry },
      },
      now,
    );
    removed = true;
  }
  return removed ? { status: 'removed', email, userId: user?._id ?? null } : { status: 'nothing-to-remove', email };
}

/** At an account's first sign-in: the grant its e-mail was given before it existed, if still in force. */
export async function applyPendingBrokerGrant(
  store: Store,
  user: Pick<UserDoc, '_id' | 'email'>,
  now: Date,
): Promise<void> {
  if (!user.email) return;
  const pending = await pendingGrants(store).findOneAndDelete({ _id: normalizeEmail(user.email) });
  if (!pending || pending.expiry <= unixSeconds(now)) return;
  const before = await writeGrant(store, user._id, pending.expiry, now);
  const after: AuditState = {
    level: BROKER_LEVEL,
    status: 'active',
    expiry: pending.expiry,
    ...(pending.broker ? { broker: pending.broker } : {}),
  };
  await record(
    store,
    {
      who: pending.grantedBy,
      what: 'broker-plan-pending-applied',
      email: normalizeEmail(user.email),
      userId: user._id,
      before,
      after,
    },
    now,
  );
}
