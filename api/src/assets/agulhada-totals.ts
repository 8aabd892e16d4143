import { TIMEFRAMES } from '@agulhadas/domain/timeframes';
import { assets } from '../store/assets';
import { assetsVersion, localWriteVersion } from '../store/meta';
import type { Store } from '../store/types';

export interface AgulhadaTotals {
  compra: number;
  venda: number;
}

/** Past this age a count is redone even without a version change (writes made outside the app). */
const MAX_AGE_MS = 60_000;
const cache = new WeakMap<Store, { key: string; totals: AgulhadaTotals; at: number }>();

const countWhere = (store: Store, agulhado: 1 | -1) =>
  Promise.all(
    TIMEFRAMES.map((timeframe) => assets(store).countDocuments({ [`readings.${timeframe}.agulhado`]: agulhado })),
  ).then((counts) => counts.reduce((sum, count) => sum + count, 0));

/**
 * How many (asset, timeframe) readings show a buy or a sell agulhada now. Counted from the stored
 * readings rather than kept as a running total, so no failure between two writes can make it drift; the count
 * is cached until the assets change (same versions as the asset list cache).
 */
export async function agulhadaTotals(store: Store, now: Date): Promise<AgulhadaTotals> {
  const key = `${await assetsVersion(store)}|${localWriteVersion(store)}`;
  const cached = cache.get(store);
  if (cached && cached.key === key && now.getTime() - cached.at < MAX_AGE_MS) return cached.totals;
  const [compra, venda] = await Promise.all([countWhere(store, 1), countWhere(store, -1)]);
  const totals = { compra, venda };
  cache.set(store, { key, totals, at: now.getTime() });
  return totals;
}
