/** z of a two-sided 95 % interval. */
export const Z_95 = 1.959963984540054;

export interface ShareInterval {
  share: number;
  low: number;
  high: number;
}

/**
 * Wilson score interval of a share `successes / trials`: stays inside [0, 1] and keeps its width at
 * 0 % and 100 %, where the plain normal interval collapses to a point.
 */
export function wilsonInterval(successes: number, trials: number, z = Z_95): ShareInterval {
  if (trials === 0) return { share: NaN, low: 0, high: 1 };
  if (successes < 0 || successes > trials) throw new Error(`${successes} successes out of ${trials} trials`);
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { share: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
