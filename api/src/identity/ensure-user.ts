import { randomBytes } from 'node:crypto';
import { applyPendingBrokerGrant } from '../services/billing/broker-grants';
import type { Store } from '../store/types';
import { users, type UserDoc } from '../store/users';

export interface SignIn {
  userId: string;
  email: string;
  name: string;
}

/**
 * Creates the user document on first sign-in (empty lists and options, no Telegram, a fresh user key) and records
 * each later sign-in. A plan granted to the e-mail before the account existed is applied at that first sign-in.
 */
export async function ensureUser(store: Store, signIn: SignIn, now: Date): Promise<UserDoc> {
  const at = now.toISOString();
  const user = await users(store).findOneAndUpdate(
    { _id: signIn.userId },
    {
      $set: {
        lastLogin: at,
        ...(signIn.email ? { email: signIn.email } : {}),
        ...(signIn.name ? { name: signIn.name } : {}),
      },
      $setOnInsert: {
        createdAt: at,
        ...(signIn.email ? {} : { email: '' }),
        ...(signIn.name ? {} : { name: '' }),
        favorites: [],
        comments: [],
        telegram: null,
        invoiceAddress: null,
        options: {},
        userKey: randomBytes(16).toString('hex'),
      },
    },
    { upsert: true, returnDocument: 'after' },
  );
  if (!user) throw new Error('user upsert returned nothing');
  if (user.createdAt === at) await applyPendingBrokerGrant(store, user, now);
  return user;
}
