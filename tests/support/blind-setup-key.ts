import { blindKey, seededShuffle, type BlindEntry } from './blind-key';

/** The seed of the setup pass's order: another than the first two passes', so its ids map to neither. */
export const SETUP_SEED = 20261130;

/**
 * Every candidate again, for the pass that judges the setup as it stands at the close of `s` (the pictures end
 * there): in a fresh seeded order, renamed `setup-0001` …, with the first pass's id kept for the comparison.
 */
export function blindSetupKey(): Array<BlindEntry & { blindId: string }> {
  return seededShuffle(blindKey(), SETUP_SEED).map((entry, i) => ({
    ...entry,
    id: `setup-${String(i + 1).padStart(4, '0')}`,
    blindId: entry.id,
  }));
}
