import type { Store } from './types';

/** The sold-out waiting list: one entry per e-mail and plan; a repeat refreshes it. */
export interface WaitlistDoc {
  /** `${email}|${plano}`, so a double submit does not duplicate the entry. */
  _id: string;
  plano: string;
  nome: string;
  email: string;
  createdAt: string;
  updatedAt: string;
}

export const waitlist = (store: Store) => store.collection<WaitlistDoc>('waitlist');

export async function ensureWaitlistIndexes(store: Store): Promise<void> {
  await waitlist(store).createIndex({ email: 1 });
}
