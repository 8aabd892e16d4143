import { MARKET_HOURS, type MarketHours } from '../market-hours';
import type { Reading } from '../reading';
import type { Timeframe } from '../timeframes';
import type { Alert } from './alert';
import {
  afterFire,
  afterPreCloseFire,
  effectiveFrequency,
  frequencyAllows,
  parseNotificationTime,
  readingAllows,
} from './fire-policy';
import { preCloseMinutesLeft } from './pre-close';
import { readingMask, rulesMask } from './rule-predicate';

/** One user's alert on one asset and timeframe, as the engine loads it. */
export interface AlertIndexEntry {
  userId: string;
  asset: string;
  timeframe: Timeframe;
  alert: Alert;
}

/** An entry that should notify, with the reading it fires on (for a close-only alert, the closed candle's). */
export interface AlertMatch {
  entry: AlertIndexEntry;
  reading: Reading;
  /** Set on a pre-close firing ('Avisar antes do fechamento'): the minutes left to the candle's close. */
  preClose?: { minutesLeft: number };
}

/** An entry with what the hot loop needs precomputed: the rules as a bitmask, the last fire as numbers. */
interface IndexedAlert {
  entry: AlertIndexEntry;
  mask: number;
  active: boolean;
  lastNotifiedMs: number | null;
  lastCandleMs: number | null;
  lastPreCloseMs: number | null;
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
    lastCandleMs: parseNotificationTime(entry.alert.lastCandle),
    lastPreCloseMs: parseNotificationTime(entry.alert.lastPreCloseCandle),
  };
}

/** The candles a read closed when the caller does not list them: the newest reading itself once its candle closed. */
const closedByDefault = (reading: Reading): readonly Reading[] => (reading.fechado === false ? [] : [reading]);

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

  /**
   * The entries that should notify now for one series' read. Pure. Alerts without 'Só no fechamento do candle' read
   * the newest `reading` (forming or not) and notify at most once. Close-only alerts read each candle the read
   * closed (`closed`, oldest first; by default the newest reading when its candle has closed), at most once per
   * candle: a robot's item holds the candle that just closed and the next one, forming, so the newest reading alone
   * would never show a close-only alert a closed candle.
   * Alerts with 'Avisar antes do fechamento' read the newest reading while its candle forms, only inside the
   * pre-close window of the asset's market calendar (`hours`), once per candle; they skip the other forming rounds,
   * and fire at the close only when also close-only.
   */
  match(
    asset: string,
    timeframe: Timeframe,
    reading: Reading,
    now: Date,
    closed: readonly Reading[] = closedByDefault(reading),
    hours: MarketHours = MARKET_HOURS.ALWAYS,
  ): AlertMatch[] {
    const bucket = this.buckets.get(bucketKey(asset, timeframe));
    const firing: AlertMatch[] = [];
    if (!bucket) return firing;
    const nowMs = now.getTime();
    const satisfied = readingMask(reading);
    const closedMasks = closed.map(readingMask);
    let candleOpenMs: number | undefined;
    for (let i = 0; i < bucket.length; i++) {
      const node = bucket[i]!;
      if (!node.active) continue;
      const lead = node.entry.alert.preCloseMinutes;
      if (lead) {
        candleOpenMs ??= Date.parse(reading.lastUpdate);
        this.matchPreClose(node, reading, satisfied, candleOpenMs, timeframe, hours, lead, nowMs, firing);
      }
      if (node.entry.alert.closeOnly) {
        this.matchCloses(node, closed, closedMasks, nowMs, firing);
        continue;
      }
      if (lead || (satisfied & node.mask) !== node.mask) continue;
      candleOpenMs ??= Date.parse(reading.lastUpdate);
      if (frequencyAllows(node.entry.alert.frequency, node.lastNotifiedMs, candleOpenMs, nowMs, node.lastCandleMs))
        firing.push({ entry: node.entry, reading });
    }
    return firing;
  }

  /** A pre-close alert on the forming candle, inside its window, once per candle (a 'once' alert a single time). */
  private matchPreClose(
    node: IndexedAlert,
    reading: Reading,
    satisfied: number,
    candleOpenMs: number,
    timeframe: Timeframe,
    hours: MarketHours,
    lead: NonNullable<Alert['preCloseMinutes']>,
    nowMs: number,
    firing: AlertMatch[],
  ): void {
    if (reading.fechado !== false || (satisfied & node.mask) !== node.mask) return;
    if (node.lastPreCloseMs !== null && !Number.isNaN(node.lastPreCloseMs) && node.lastPreCloseMs >= candleOpenMs)
      return;
    const minutesLeft = preCloseMinutesLeft(candleOpenMs, timeframe, hours, lead, nowMs);
    if (minutesLeft !== null) firing.push({ entry: node.entry, reading, preClose: { minutesLeft } });
  }

  /** A close-only alert on each closed candle, once per candle (a 'once' alert on the first only). */
  private matchCloses(
    node: IndexedAlert,
    closed: readonly Reading[],
    masks: readonly number[],
    nowMs: number,
    firing: AlertMatch[],
  ): void {
    const frequency = effectiveFrequency(node.entry.alert);
    // A pre-close message stamps lastNotification but not lastCandle: it must not count as this candle's close.
    let lastNotifiedMs = node.lastCandleMs === null && node.lastPreCloseMs !== null ? null : node.lastNotifiedMs;
    let lastCandleMs = node.lastCandleMs;
    for (let k = 0; k < closed.length; k++) {
      const reading = closed[k]!;
      if ((masks[k]! & node.mask) !== node.mask || !readingAllows(node.entry.alert, reading)) continue;
      const candleOpenMs = Date.parse(reading.lastUpdate);
      if (!frequencyAllows(frequency, lastNotifiedMs, candleOpenMs, nowMs, lastCandleMs)) continue;
      firing.push({ entry: node.entry, reading });
      if (frequency === 'once') return;
      lastNotifiedMs = nowMs;
      lastCandleMs = candleOpenMs;
    }
  }

  /**
   * Records that an entry's notification went out (see `afterFire`) and returns the updated alert for the
   * caller to persist. Without this the index would let '15' and 'tf' alerts fire again in the same window.
   */
  markFired(entry: AlertIndexEntry, now: Date, candleOpen: string, preClose = false): Alert {
    const alert = preClose ? afterPreCloseFire(entry.alert, now, candleOpen) : afterFire(entry.alert, now, candleOpen);
    const key = alertKey(entry.userId, entry.asset, entry.timeframe, entry.alert.id);
    const node = this.byAlert.get(key);
    if (node) {
      node.entry = { ...node.entry, alert };
      node.active = alert.active;
      node.lastNotifiedMs = parseNotificationTime(alert.lastNotification);
      node.lastCandleMs = parseNotificationTime(alert.lastCandle);
      node.lastPreCloseMs = parseNotificationTime(alert.lastPreCloseCandle);
    }
    return alert;
  }
}
