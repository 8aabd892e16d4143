import { z } from 'zod';
import { unixSeconds } from './calendar';

/** Brasília has kept UTC-3 all year since 2019. */
const BRASILIA_OFFSET_HOURS = 3;

/** Until when a granted plan lasts: a day (AAAA-MM-DD) or an instant with its offset. */
export const grantExpirySchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'Data de expiração inválida: use AAAA-MM-DD.',
});

/** A date alone means the whole of that day in Brasília: access ends at its last second there (shown as that day). */
export function expiryOf(expiresAt: string): number {
  if (expiresAt.includes('T')) return unixSeconds(new Date(expiresAt));
  const [year, month, day] = expiresAt.split('-').map(Number);
  return Date.UTC(year, month - 1, day + 1, BRASILIA_OFFSET_HOURS) / 1000 - 1;
}

/** The expiry in unix seconds, or null when it is not in the future. */
export function futureExpiry(expiresAt: string, now: Date): number | null {
  const expiry = expiryOf(expiresAt);
  return Number.isFinite(expiry) && expiry > unixSeconds(now) ? expiry : null;
}
