import { addCapture, latestPrice } from '../../../src/domain/captures';
import type { Readings } from '../../../src/domain/reading';
import { HttpError } from '../http/errors';
import { assets, CAPTURES_KEPT, type AssetDoc } from '../store/assets';
import { candleSeries } from '../store/candles';
import { bumpAssetsVersion } from '../store/meta';
import type { BulkOperation, Store } from '../store/types';
import type { CandleSeriesDoc } from '../store/candles';
import { HISTORY_KEPT, type IngestPlan } from './plan-ingest';

const concurrentWrite = () => new HttpError(409, 'Outro envio do robô alterou os mesmos dados; reenvie o lote.');

/** Writes a validated plan: candle series and assets, each conditional on the version it was planned from. */
export async function applyIngest(store: Store, plan: IngestPlan, assetsById: ReadonlyMap<string, AssetDoc>, capturedAt: string): Promise<AssetDoc[]> {
  if (plan.series.length) {
    const operations = plan.series.map((write): BulkOperation<CandleSeriesDoc> => {
      if (write.kind === 'insert') return { insertOne: { document: write.doc } };
      if (write.kind === 'replace') return { replaceOne: { filter: { _id: write.doc._id, version: write.expectedVersion }, replacement: write.doc } };
      const push = write.appended.length ? { $push: { candles: { $each: write.appended, $slice: -HISTORY_KEPT } } } : {};
      return { updateOne: { filter: { _id: write.id, version: write.expectedVersion }, update: { $set: write.head, ...push } } };
    });
    const result = await candleSeries(store).bulkWrite(operations, { ordered: false });
    if (result.insertedCount + result.matchedCount !== plan.series.length) throw concurrentWrite();
  }
  const byAsset = new Map<string, Readings>();
  // The round's changed assets carry a data version reserved before they are written; the bump after the writes
  // tells caches and open dashboards that data moved (a reader between the two sees the reserved version and, asking
  // again from it, gets these assets: see changedSince).
  const dataVersion = plan.changes.length ? await bumpAssetsVersion(store, new Date()) : 0;
  for (const change of plan.changes) byAsset.set(change.asset, { ...byAsset.get(change.asset), [change.timeframe]: change.reading });
  const updated: AssetDoc[] = [];
  const operations: BulkOperation<AssetDoc>[] = [];
  for (const [asset, newReadings] of byAsset) {
    const doc = assetsById.get(asset)!;
    const readings: Readings = { ...doc.readings, ...newReadings };
    const preco = latestPrice(readings);
    // Only free assets have a delayed view (locked ones show non-payers nothing), so only they keep captures.
    const captures = preco === null || !doc.free ? doc.captures : addCapture(doc.captures, { capturedAt, preco, readings }, CAPTURES_KEPT);
    const next: AssetDoc = { ...doc, readings, preco, lastUpdate: capturedAt, captures, version: doc.version + 1, dataVersion };
    operations.push({ updateOne: { filter: { _id: asset, version: doc.version }, update: { $set: { readings, preco, lastUpdate: capturedAt, captures, version: next.version, dataVersion } } } });
    updated.push(next);
  }
  if (operations.length) {
    const result = await assets(store).bulkWrite(operations, { ordered: false });
    if (result.matchedCount !== operations.length) throw concurrentWrite();
    await bumpAssetsVersion(store, new Date());
  }
  return updated;
}
