import type { Reading } from '../../../src/domain/reading';
import type { AssetDoc } from '../store/assets';
import { stats } from '../store/stats';
import type { Store } from '../store/types';
import type { ReadingChange } from './plan-ingest';

const direction = (reading: Reading | undefined) => (reading?.agulhado === 1 ? 'compra' : reading?.agulhado === -1 ? 'venda' : null);

/** How the buy/sell agulhada counts move when these readings replace the stored ones. */
export function agulhadaDelta(changes: readonly ReadingChange[], before: ReadonlyMap<string, AssetDoc>): { compra: number; venda: number } {
  const delta = { compra: 0, venda: 0 };
  for (const change of changes) {
    const old = direction(before.get(change.asset)?.readings[change.timeframe]);
    const next = direction(change.reading);
    if (old) delta[old] -= 1;
    if (next) delta[next] += 1;
  }
  return delta;
}

/** Moves the totals by the round's changes: O(changes), atomic with concurrent rounds. */
export async function applyAgulhadaDelta(store: Store, changes: readonly ReadingChange[], before: ReadonlyMap<string, AssetDoc>, now: Date): Promise<void> {
  const delta = agulhadaDelta(changes, before);
  if (delta.compra === 0 && delta.venda === 0) return;
  await stats(store).updateOne({ _id: 'agulhadas' }, { $inc: delta, $set: { updatedAt: now.toISOString() } }, { upsert: true });
}
