import { blindKey, seededShuffle, type BlindEntry } from './blind-key';

/** The seed of the setup pass's order: another than the first two passes', so its ids map to neither. */
export const SETUP_SEED = 20261130;

/**
 * The seed of the setup pass read again by other labellers (the consensus's second reading): another order
 * again, so neither reading's ids or neighbours map to the other's.
 */
export const REREAD_SEED = 20261201;

/** Candidates (all by default) in a fresh seeded order, renamed `<prefix>-0001` …, with the first pass's id kept. */
export function reshuffledKey(
  seed: number,
  prefix: string,
  entries: readonly BlindEntry[] = blindKey(),
): Array<BlindEntry & { blindId: string }> {
  return seededShuffle(entries, seed).map((entry, i) => ({
    ...entry,
    id: `${prefix}-${String(i + 1).padStart(4, '0')}`,
    blindId: entry.id,
  }));
}

/**
 * Every candidate again, for the pass that judges the setup as it stands at the close of `s` (the pictures end
 * there): in a fresh seeded order, renamed `setup-0001` …, with the first pass's id kept for the comparison.
 */
export function blindSetupKey(): Array<BlindEntry & { blindId: string }> {
  return reshuffledKey(SETUP_SEED, 'setup');
}

/** The setup pass's pictures in another order, renamed `reread-0001` …, for a second, independent reading. */
export function blindRereadKey(): Array<BlindEntry & { blindId: string }> {
  return reshuffledKey(REREAD_SEED, 'reread');
}
