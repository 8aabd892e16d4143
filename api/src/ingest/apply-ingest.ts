import { addCapture, CAPTURE_SPACING_MS, latestPrice, withBackfillCapture } from '@agulhadas/domain/captures';
import type { Capture } from '@agulhadas/domain/asset';
import { config } from '../config';
import type { Readings } from '@agulhadas/domain/reading';
import { HttpError } from '../http/errors';
import { assets, type AssetDoc } from '../store/assets';
import { candleSeries } from '../store/candles';
import { bumpAssetsVersion } from '../store/meta';
import type { BulkOperation, BulkWriteResult, Store, StoreCollection } from '../store/types';
import type { CandleSeriesDoc } from '../store/candles';
import { HISTORY_KEPT, type IngestPlan } from './plan-ingest';

const concurrentWrite = () => new HttpError(409, 'Outro envio do robô alterou os mesmos dados; reenvie o lote.');

/**
 * Where a plan is written: the platform's universe (assets, candle_series), or one VIP's own assets, whose documents
 * carry the owner in their ids (`${userId}|…`) so nobody's data meets anybody else's.
 */
export interface IngestTarget {
  series: StoreCollection<CandleSeriesDoc>;
  /** Only updated here (never inserted): the platform's assets or one user's own ones. */
  assets: { bulkWrite(operations: BulkOperation<never>[], options?: { ordered?: boolean }): Promise<BulkWriteResult> };
  /** The stored `_id` of a series or an asset planned under its plain id. */
  storedId(id: string): string;
  /** Public rounds bump the assets data version that caches and open dashboards follow. */
  bumpsVersion: boolean;
}

export const universeTarget = (store: Store): IngestTarget => ({
  series: candleSeries(store),
  assets: assets(store),
  storedId: (id) => id,
  bumpsVersion: true,
});

/**
 * A free asset's captures after a round: a backfill's readings as of the delayed view's cut when no capture would
 * show a visitor anything yet (a fresh product), then the round's own capture, keeping the delay's worth of them.
 */
function nextCaptures(
  captures: readonly Capture[],
  backfill: Readings | undefined,
  cut: number | null,
  capture: Capture | null,
): Capture[] {
  const viewable = cut !== null && captures.some((one) => !one.backfill && Date.parse(one.capturedAt) <= cut);
  const seeded =
    backfill && cut !== null && !viewable
      ? withBackfillCapture(captures, backfill, new Date(cut).toISOString())
      : [...captures];
  return capture ? addCapture(seeded, capture, config().dataDelayMinutes * 60_000 + CAPTURE_SPACING_MS) : seeded;
}

/**
 * A round's capture time never goes back before the asset's last update (its newest capture): newer readings dated
 * earlier would reach the delayed view early, and the captures would fall out of order. Later is the safe side.
 * The backfill's capture is dated at the view's cut on purpose and is kept apart (`backfill`), not through this.
 */
function notBefore(capturedAt: string, lastUpdate: string | null): string {
  return lastUpdate !== null && Date.parse(lastUpdate) > Date.parse(capturedAt) ? lastUpdate : capturedAt;
}

/** Writes a validated plan: candle series and assets, each conditional on the version it was planned from. */
export async function applyIngest(
  store: Store,
  plan: IngestPlan,
  assetsById: ReadonlyMap<string, AssetDoc>,
  capturedAt: string,
  target = universeTarget(store),
): Promise<AssetDoc[]> {
  if (plan.series.length) {
    const operations = plan.series.map((write): BulkOperation<CandleSeriesDoc> => {
      if (write.kind === 'insert')
        return { insertOne: { document: { ...write.doc, _id: target.storedId(write.doc._id) } } };
      if (write.kind === 'replace')
        return {
          replaceOne: {
            filter: { _id: target.storedId(write.doc._id), version: write.expectedVersion },
            replacement: { ...write.doc, _id: target.storedId(write.doc._id) },
          },
        };
      const push = write.appended.length
        ? { $push: { candles: { $each: write.appended, $slice: -HISTORY_KEPT } } }
        : {};
      return {
        updateOne: {
          filter: { _id: target.storedId(write.id), version: write.expectedVersion },
          update: { $set: write.head, ...push },
        },
      };
    });
    const result = await target.series.bulkWrite(operations, { ordered: false });
    if (result.insertedCount + result.matchedCount !== plan.series.length) throw concurrentWrite();
  }
  const byAsset = new Map<string, Readings>();
  // The round's changed assets carry a data version reserved before they are written; the bump after the writes
  // tells caches and open dashboards that data moved (a reader between the two sees the reserved version and, asking
  // again from it, gets these assets: see changedSince).
  const dataVersion = plan.changes.length && target.bumpsVersion ? await bumpAssetsVersion(store, new Date()) : 0;
  const delayedByAsset = new Map<string, Readings>();
  for (const change of plan.changes) {
    byAsset.set(change.asset, { ...byAsset.get(change.asset), [change.timeframe]: change.reading });
    if (change.delayed)
      delayedByAsset.set(change.asset, { ...delayedByAsset.get(change.asset), [change.timeframe]: change.delayed });
  }
  const updated: AssetDoc[] = [];
  const operations: BulkOperation<never>[] = [];
  for (const [asset, newReadings] of byAsset) {
    const doc = assetsById.get(asset)!;
    const readings: Readings = { ...doc.readings, ...newReadings };
    const preco = latestPrice(readings);
    const lastUpdate = notBefore(capturedAt, doc.lastUpdate);
    // Only free assets have a delayed view (locked ones show non-payers nothing), so only they keep captures.
    const captures = doc.free
      ? nextCaptures(
          doc.captures,
          delayedByAsset.get(asset),
          plan.delayedCut,
          preco === null ? null : { capturedAt: lastUpdate, preco, readings },
        )
      : doc.captures;
    const next: AssetDoc = { ...doc, readings, preco, lastUpdate, captures, version: doc.version + 1, dataVersion };
    operations.push({
      updateOne: {
        filter: { _id: target.storedId(asset), version: doc.version },
        update: { $set: { readings, preco, lastUpdate, captures, version: next.version, dataVersion } },
      },
    });
    updated.push(next);
  }
  if (operations.length) {
    const result = await target.assets.bulkWrite(operations, { ordered: false });
    if (result.matchedCount !== operations.length) throw concurrentWrite();
    if (target.bumpsVersion) await bumpAssetsVersion(store, new Date());
  }
  return updated;
}
