import { trialEmailKey } from '@agulhadas/domain/identity/trial-email-key';
import { normalizeEmail } from './promo-eligible';
import { DuplicateKeyError, type Store } from './types';

/**
 * Benefits a person gets once ever: the 7-day trial (per user id and per e-mail) and the VIP30 promo (per
 * e-mail). Each key (`trial:user:…`, `trial:email:…`, `promo:email:…`) is an `_id`, so two racing claims
 * cannot both win, whatever the order of checkouts, webhooks and sign-ins.
 */
export interface OnceGrantDoc {
  _id: string;
  /** What holds the grant: the subscription for a trial, the user for the promo. */
  holder: string;
  grantedAt: string;
}

export const onceGrants = (store: Store) => store.collection<OnceGrantDoc>('once_grants');

export type GrantKind = 'trial' | 'promo';

/**
 * The keys a person's claim takes: the user id (trials only) and the e-mail when there is one. A trial is
 * keyed by the mailbox (trialEmailKey: no '+tag', Gmail's dots ignored) so aliases of one inbox share it; the
 * promo keeps the exact e-mail, as its list holds exact addresses.
 */
export function grantKeys(kind: GrantKind, userId: string, email: string): string[] {
  const mail = kind === 'trial' ? trialEmailKey(email) : normalizeEmail(email);
  return [...(kind === 'trial' ? [`trial:user:${userId}`] : []), ...(mail ? [`${kind}:email:${mail}`] : [])];
}

const TRIAL_EMAIL_PREFIX = 'trial:email:';

/**
 * Run at start-up: trials granted before the mailbox form were keyed by the trimmed, lower-cased e-mail; each
 * also takes its mailbox key for the same holder, so an alias of that inbox finds the trial taken. Idempotent
 * (a key already there is kept, whoever holds it); the old keys stay, harmless.
 */
export async function ensureTrialMailboxKeys(store: Store): Promise<void> {
  const grants = await onceGrants(store)
    .find({ _id: { $regex: `^${TRIAL_EMAIL_PREFIX}` } })
    .toArray();
  for (const grant of grants) {
    const mailboxKey = `${TRIAL_EMAIL_PREFIX}${trialEmailKey(grant._id.slice(TRIAL_EMAIL_PREFIX.length))}`;
    if (mailboxKey === grant._id) continue;
    try {
      await onceGrants(store).insertOne({ _id: mailboxKey, holder: grant.holder, grantedAt: grant.grantedAt });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
}

/** True when any of the keys is already held by someone else than `holder`. */
export async function grantTakenByOther(store: Store, keys: readonly string[], holder: string): Promise<boolean> {
  return (await onceGrants(store).countDocuments({ _id: { $in: [...keys] }, holder: { $ne: holder } })) > 0;
}

/**
 * Takes every key for `holder`; false (and nothing kept) when another holder has any of them. Claiming
 * again for the same holder is a no-op that answers true, so redelivered events and retries are safe.
 */
export async function claimOnce(store: Store, keys: readonly string[], holder: string, now: Date): Promise<boolean> {
  const taken: string[] = [];
  for (const key of keys) {
    try {
      await onceGrants(store).insertOne({ _id: key, holder, grantedAt: now.toISOString() });
      taken.push(key);
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      const existing = await onceGrants(store).findOne({ _id: key });
      if (existing?.holder === holder) continue;
      await onceGrants(store).deleteMany({ _id: { $in: taken }, holder });
      return false;
    }
  }
  return true;
}
