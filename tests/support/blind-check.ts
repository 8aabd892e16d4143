import { blindKey, seededShuffle, type BlindEntry } from './blind-key';

/** The seed of the second pass's sample: another fixed seed than the blind order's, chosen before either pass. */
export const CHECK_SEED = 20261129;

export interface CheckEntry extends BlindEntry {
  /** The second pass's own opaque id. */
  checkId: string;
  /** The first pass's id of the same candidate. */
  blindId: string;
}

/** A random fifth (rounded up) of the blind candidates, in a fresh seeded order, renamed `check-001` …. */
export function blindCheckSample(): Array<CheckEntry & { id: string }> {
  const all = seededShuffle(blindKey(), CHECK_SEED);
  return all.slice(0, Math.ceil(all.length / 5)).map((entry, i) => {
    const checkId = `check-${String(i + 1).padStart(3, '0')}`;
    return { ...entry, id: checkId, checkId, blindId: entry.id };
  });
}
