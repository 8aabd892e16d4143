import type { VixSnapshot } from '@agulhadas/domain/vix/vix-snapshot';
import { hashSeed, seededRandom } from '@agulhadas/domain/seeded-random';

/**
 * Local mode: a plausible VIX snapshot for the day (contango curve, puts clustered under the index, calls above),
 * marked `demo` so /vix labels it as demonstration data. Seeded by the day: a restart posts the same numbers.
 */
export function demoVixSnapshot(now: Date): VixSnapshot {
  const day = now.toISOString().slice(0, 10);
  const random = seededRandom(hashSeed(`vix|${day}`));
  let level = 14 + random() * 6;
  const futures = Array.from({ length: 8 }, (_, i) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i + 1, 1)).toISOString().slice(0, 7);
    const price = Math.round(level * 100) / 100;
    level += 0.2 + random() * 1.1; // contango: later maturities usually trade higher
    return { month, price };
  });
  const strikes = Array.from({ length: 13 }, (_, i) => 10 + i * 2.5);
  const openInterest = (center: number) => (strike: number) => ({
    strike,
    openInterest: Math.round(
      (40_000 + random() * 30_000) * Math.exp(-(((strike - center) / 6) ** 2)) + random() * 3000,
    ),
  });
  return {
    capturedAt: now.toISOString(),
    source: 'demonstração',
    futures,
    puts: strikes.map(openInterest(14)),
    calls: strikes.map(openInterest(26)),
    demo: true,
  };
}
