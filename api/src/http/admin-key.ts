import { createHash, timingSafeEqual } from 'node:crypto';
import { config } from '../config';

/**
 * Whether the `x-admin-key` header holds ADMIN_KEY (admin calls: confirming payments, granting plans). Hashing first
 * makes both sides the same length, so the comparison time says nothing about the key.
 */
export function adminKeyMatches(given: string | null): boolean {
  const expected = config().adminKey;
  if (!expected || !given) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
