/** Ad slots sit at list positions 3, 8, 13, 18… (0-based in the rendered list) for non-paid users. */
export const FIRST_AD_POSITION = 3;
export const AD_EVERY = 5;

export function isAdPosition(index: number): boolean {
  return index >= FIRST_AD_POSITION && (index - FIRST_AD_POSITION) % AD_EVERY === 0;
}

export type ListEntry<T> = { kind: 'item'; item: T } | { kind: 'ad'; slot: number };

/** Interleaves ad slots into the list so that ads land exactly on the ad positions. */
export function withAdSlots<T>(items: readonly T[], showAds: boolean): ListEntry<T>[] {
  const entries: ListEntry<T>[] = [];
  let slot = 0;
  for (const item of items) {
    if (showAds && isAdPosition(entries.length)) entries.push({ kind: 'ad', slot: slot++ });
    entries.push({ kind: 'item', item });
  }
  return entries;
}
