import type { Readings } from '../../../src/domain/reading';
import { assets } from '../store/assets';
import { stats } from '../store/stats';
import type { Store } from '../store/types';

export function countAgulhadas(readingsList: readonly Readings[]): { compra: number; venda: number } {
  let compra = 0;
  let venda = 0;
  for (const readings of readingsList) {
    for (const reading of Object.values(readings)) {
      if (reading?.agulhado === 1) compra += 1;
      else if (reading?.agulhado === -1) venda += 1;
    }
  }
  return { compra, venda };
}

/** Recounts from the universe's latest readings after an ingest. */
export async function refreshAgulhadaTotals(store: Store, now: Date): Promise<void> {
  const docs = await assets(store).find({}, { projection: { readings: 1 } }).toArray();
  const totals = countAgulhadas(docs.map((doc) => doc.readings ?? {}));
  await stats(store).updateOne({ _id: 'agulhadas' }, { $set: { ...totals, updatedAt: now.toISOString() } }, { upsert: true });
}
