import type { SourceAsset } from '../../../../robot/src/sources/source';
import type { MarketHoursKey } from '@agulhadas/domain/market-hours';
import type { AssetType } from '@agulhadas/domain/categories';

/** A universe row as the robot receives it, for the sources' tests. */
export function asset(
  id: string,
  sourceSymbol: string,
  assetType: AssetType,
  marketHours: MarketHoursKey,
): SourceAsset {
  return { asset: id, sourceSymbol, nome: id, assetType, marketHours, referencePrice: 10 };
}

/** A clock for the sources that never really waits: sleeping only records the wait. */
export function fakeClock(start: number) {
  let now = start;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: async (ms: number) => {
      slept.push(ms);
      now += ms;
    },
  };
}
