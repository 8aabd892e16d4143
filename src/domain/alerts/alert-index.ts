import type { Reading } from '../reading';
import type { Timeframe } from '../timeframes';
import type { Alert } from './alert';
import { afterFire, effectiveFrequency, frequencyAllows, parseNotificationTime, readingAllows } from './fire-policy';
import { readingMask, rulesMask } from './rule-predicate';

/** One user's alert on one asset and timeframe, as the engine loads it. */
export interface AlertIndexEntry {
  userId: string;
  asset: string;
  timeframe: Timeframe;
  alert: Alert;
}

/** An entry with what the hot loop needs precomputed: the rules as a bitmask, the last fire as a number. */
interface IndexedAlert {
  entry: AlertIndexEntry;
  mask: number;
  active: boolean;
  lastNotifiedMs: number | null;
}

const bucketKey = (asset: string, timeframe: Timeframe): string => `${asset}|${timeframe}`;
const alertKey = (userId: string, asset: string, timeframe: Timeframe, alertId: string): string =>
  `${userId}|${asset}|${timeframe}|${alertId}`;

function indexed(entry: AlertIndexEntry): IndexedAlert {
  return {
    entry,
    mask: rulesMask(entry.alert.rules),
    active: entry.alert.active,
    lastNotifiedMs: parseNotificationTime(entry.alert.lastNotification),
  };
}

/**
 * Alerts bucketed by `${asset}|${timeframe}`, so one reading only meets the alerts set on it: a round costs
 * the number of readings plus the alerts on them, not readings × all alerts.
 */
export class AlertIndex {
  private readonly buckets = new Map<string, IndexedAlert[]>();
  private readonly byAlert = new Map<string, IndexedAlert>();

  static build(entries: Iterable<AlertIndexEntry>): AlertIndex {
    const index = new AlertIndex();
    for (const entry of entries) index.upsert(entry);
    return index;
  }

  get size(): number {
    return this.byAlert.size;
  }

  /** Adds an alert, or replaces the one with the same user, asset, timeframe and id (after an edit). */
  upsert(entry: AlertIndexEntry): void {
    const key = alertKey(entry.userId, entry.asset, entry.timeframe, entry.alert.id);
    const node = indexed(entry);
    const previous = this.byAlert.get(key);
    this.byAlert.set(key, node);
    const where = bucketKey(entry.asset, entry.timeframe);
    const bucket = this.buckets.get(where);
    if (!bucket) {
      this.buckets.set(where, [node]);
    } else if (previous) {
      bucket[bucket.indexOf(previous)] = node;
    } else {
      bucket.push(node);
    }
  }

  remove(userId: string, asset: string, timeframe: Timeframe, alertId: string): boolean {
    const key = alertKey(userId, asset, timeframe, alertId);
    const node = this.byAlert.get(key);
    if (!node) return false;
    this.byAlert.delete(key);
    const bucket = this.buckets.get(bucketKey(asset, timeframe));
    if (bucket) {
      bucket.splice(bucket.indexOf(node), 1);
      if (bucket.length === 0) this.buckets.delete(bucketKey(asset, timeframe));
    }
    return true;
  }

  /** The entries that should notify for this reading now (active, candle state suits, all rules hold, frequency allows). Pure. */
  match(asset: string, timeframe: Timeframe, reading: Reading, now: Date): AlertIndexEntry[] {
    const bucket = this.buckets.get(bucketKey(asset, timeframe));
    const firing: AlertIndexEntry[] = [];
    if (!bucket) return firing;
    const nowMs = now.getTime();
    const satisfied = readingMask(reading);
    let candleOpenMs: number | undefined;
    for (let i = 0; i < bucket.length; i++) {
      const node = bucket[i]!;
      if (!node.active || (satisfied & node.mask) !== node.mask || !readingAllows(node.entry.alert, reading)) continue;
      candleOpenMs ??= Date.parse(reading.lastUpdate);
      if (frequencyAllows(effectiveFrequency(node.entry.alert), node.lastNotifiedMs, candleOpenMs, nowMs)) firing.push(node.entry);
    }
    return firing;
  }

  /**
   * Records that an entry's notification went out (see `afterFire`) and returns the updated alert for the
   * caller to persist. Without this the index would let '15' and 'tf' alerts fire again in the same window.
   */
  markFired(entry: AlertIndexEntry, now: Date): Alert {
    const alert = afterFire(entry.alert, now);
    const key = alertKey(entry.userId, entry.asset, entry.timeframe, entry.alert.id);
    const node = this.byAlert.get(key);
    if (node) {
      node.entry = { ...node.entry, alert };
      node.active = alert.active;
      node.lastNotifiedMs = now.getTime();
    }
    return alert;
  }
}
