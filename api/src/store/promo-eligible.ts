import type { Store } from './types';

/** E-mails entitled to the 30-day VIP30 promo (the list of the method course's students that the course team sends). */
export interface PromoEligibleDoc {
  /** The e-mail, trimmed and lower-cased. */
  _id: string;
  codigo: '30days';
  addedAt: string;
}

export const promoEligible = (store: Store) => store.collection<PromoEligibleDoc>('promo_eligible');

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function isPromoEligible(store: Store, email: string): Promise<boolean> {
  if (!email) return false;
  return (await promoEligible(store).countDocuments({ _id: normalizeEmail(email) })) > 0;
}

/** Idempotent: adding an e-mail twice keeps one entry. */
export async function addPromoEligible(store: Store, emails: readonly string[], now: Date): Promise<void> {
  for (const email of emails) {
    await promoEligible(store).updateOne(
      { _id: normalizeEmail(email) },
      { $set: { codigo: '30days' }, $setOnInsert: { addedAt: now.toISOString() } },
      { upsert: true },
    );
  }
}
