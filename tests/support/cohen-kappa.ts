/** How two raters agree over the same items, beyond what chance alone would give. */
export interface RaterAgreement<C extends string> {
  items: number;
  /** Share of items both raters put in the same category. */
  observed: number;
  /** Share expected by chance: Σ over categories of the two raters' marginal shares multiplied. */
  expected: number;
  /** Cohen's kappa: (observed − expected) / (1 − expected); 1 when both raters always agree. */
  kappa: number;
  /** confusion[a][b]: items rater one put in a and rater two in b. */
  confusion: Record<C, Record<C, number>>;
}

/** Cohen's kappa of two raters' verdicts on the same items (pairs: [rater one, rater two]). */
export function cohenKappa<C extends string>(
  categories: readonly C[],
  pairs: readonly (readonly [C, C])[],
): RaterAgreement<C> {
  const confusion = Object.fromEntries(
    categories.map((a) => [a, Object.fromEntries(categories.map((b) => [b, 0]))]),
  ) as Record<C, Record<C, number>>;
  for (const [a, b] of pairs) {
    if (!(a in confusion) || !(b in confusion)) throw new Error(`category outside ${categories.join(', ')}`);
    confusion[a][b] += 1;
  }
  const n = pairs.length;
  if (n === 0) throw new Error('no items to compare');
  const observed = categories.reduce((sum, c) => sum + confusion[c][c], 0) / n;
  const rowShare = (c: C) => categories.reduce((sum, b) => sum + confusion[c][b], 0) / n;
  const columnShare = (c: C) => categories.reduce((sum, a) => sum + confusion[a][c], 0) / n;
  const expected = categories.reduce((sum, c) => sum + rowShare(c) * columnShare(c), 0);
  // Both raters always in one and the same category: agreement is perfect, chance explains it all.
  const kappa = expected === 1 ? 1 : (observed - expected) / (1 - expected);
  return { items: n, observed, expected, kappa, confusion };
}
