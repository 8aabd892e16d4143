import { seededRandom } from '@agulhadas/domain/seeded-random';
import { needleCandidates } from './needle-candidates';
import { NEEDLE_SERIES } from './needle-series';

/** The seed of the blind order: fixed, so the key and the pictures are the same on every run. */
export const BLIND_SEED = 20261128;

export interface BlindEntry {
  /** Opaque: carries nothing of the series, the date or the side's verdict. */
  id: string;
  series: string;
  date: string;
  index: number;
  side: 1 | -1;
}

/** A copy of `items` in a seeded Fisher–Yates order: the same on every run for one seed. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  const random = seededRandom(seed);
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Every candidate of every needle series, shuffled (seeded Fisher–Yates) and numbered in that order. */
export function blindKey(): BlindEntry[] {
  const all = NEEDLE_SERIES.flatMap((series) =>
    needleCandidates(series.load()).map((c) => ({ series: series.name, date: c.date, index: c.index, side: c.side })),
  );
  return seededShuffle(all, BLIND_SEED).map((entry, i) => ({
    id: `blind-${String(i + 1).padStart(4, '0')}`,
    ...entry,
  }));
}
