import { timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of a presented secret with the configured one; an empty configured secret matches nothing. */
export function secretMatches(given: string | null | undefined, expected: string): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
