import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { hasAgulhada } from '@agulhadas/domain/presentation/reading-presentation';
import type { AssetListItem } from '@agulhadas/domain/asset';
import type { AssetListDelta } from '@agulhadas/domain/asset-list-delta';
import { encodeAssetList } from '@agulhadas/domain/asset-list-wire';
import { wireNumber } from '@agulhadas/domain/presentation/wire-precision';
import type { Store } from '../store/types';
import type { AssetDoc } from '../store/assets';
import { viewAsset, type Viewer } from './asset-view';

/**
 * Serialised asset lists per (viewer class, exchange filter, data version), so an unchanged list costs a
 * map lookup instead of reading, viewing, serialising and hashing ~1 500 assets per request.
 * - Data version: the database's assets version (bumped by ingest, seen by every instance) plus this
 *   process's write counter on the assets collection (catches seeds and direct writes).
 * - Delayed views also change with time: an entry is valid only until the next capture crosses the delay.
 * - A maximum age bounds staleness after writes made outside the app (scripts, another tool).
 * - Bounded size: the exchange filter is caller-chosen, so old entries are evicted.
 */
export interface CachedList {
  body: string;
  etag: string;
  /** The body gzipped once, for callers that accept it (every browser): the paid list is ~4 MB of JSON. */
  gzipped?: Buffer;
  /** The body in brotli, made on the first request that accepts it (browsers over HTTPS), then kept with the entry. */
  brotli?: Buffer;
  /**
   * Delayed viewers: how many assets of the list have an agulhada now that this viewer cannot see (locked assets), so
   * 'Todas as agulhadas' can say how many wait for subscribers. A count only: which assets stays hidden.
   */
  hiddenAgulhadas?: number;
}

interface Entry extends CachedList {
  validUntil: number;
}

const MAX_ENTRIES = 64;
const MAX_AGE_MS = 60_000;
const caches = new WeakMap<Store, Map<string, Entry>>();

export interface ListKey {
  viewer: Viewer;
  /** The answer's form (ListForm). */
  form: ListForm;
  /** Normalised exchange filter ('' = everything). */
  exchanges: string;
  delayMinutes: number;
  dbVersion: number;
  localVersion: number;
}

const keyOf = (key: ListKey) =>
  `${key.viewer}|${key.form}|${key.exchanges}|${key.delayMinutes}|${key.dbVersion}|${key.localVersion}`;

/**
 * 'compact': what the screens read, in the compact format (packages/domain/asset-list-wire.ts, docs/asset-list.md);
 * 'wire': objects with indicator values at five significant digits (wire-precision.ts); 'full': objects, every digit.
 */
export type ListForm = 'compact' | 'wire' | 'full';

/** Serialises a list of items in the requested form. */
export function serialiseList(items: AssetListItem[], form: ListForm): string {
  return form === 'compact'
    ? JSON.stringify(encodeAssetList(items))
    : JSON.stringify(items, form === 'wire' ? wireNumber : undefined);
}

/** Serialises a `since` answer in the requested form: the compact one carries its table and items beside the version. */
export function serialiseDelta(delta: AssetListDelta<AssetListItem>, form: ListForm): string {
  if (form !== 'compact') return JSON.stringify(delta, form === 'wire' ? wireNumber : undefined);
  return JSON.stringify({ version: delta.version, full: delta.full, ...encodeAssetList(delta.items) });
}

/** A whole serialised list as a `since` answer (full: true), without serialising its items again. */
export function wholeListAsDelta(body: string, form: ListForm, version: number): string {
  const head = `{"version":${version},"full":true,`;
  return form === 'compact' ? `${head}${body.slice(1)}` : `${head}"items":${body}}`;
}

/** When the delayed view of these docs changes next: the earliest capture still newer than the cut-off, plus the delay. */
function delayedViewChangesAt(docs: readonly AssetDoc[], now: number, delayMs: number): number {
  const cutoff = now - delayMs;
  let next = Infinity;
  for (const doc of docs) {
    if (!doc.free) continue;
    for (const capture of doc.captures) {
      const at = Date.parse(capture.capturedAt);
      if (at > cutoff) next = Math.min(next, at + delayMs);
    }
  }
  return next;
}

export function cachedList(store: Store, key: ListKey, now: Date): CachedList | null {
  const entry = caches.get(store)?.get(keyOf(key));
  return entry && now.getTime() < entry.validUntil ? entry : null;
}

/** Builds the list's body and ETag and keeps them under `key` (read the versions before reading the docs). */
export function buildList(store: Store, key: ListKey, docs: readonly AssetDoc[], now: Date): CachedList {
  const body = serialiseList(
    docs.map((doc) => viewAsset(doc, key.viewer, now, key.delayMinutes)),
    key.form,
  );
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const delayMs = key.delayMinutes * 60_000;
  const changesAt = key.viewer === 'delayed' ? delayedViewChangesAt(docs, now.getTime(), delayMs) : Infinity;
  const hiddenAgulhadas =
    key.viewer === 'delayed' ? docs.filter((doc) => !doc.free && hasAgulhada(doc.readings)).length : undefined;
  const entry: Entry = {
    body,
    etag,
    gzipped: gzipSync(body, { level: 6 }),
    hiddenAgulhadas,
    validUntil: Math.min(now.getTime() + MAX_AGE_MS, changesAt),
  };
  let cache = caches.get(store);
  if (!cache) caches.set(store, (cache = new Map()));
  cache.set(keyOf(key), entry);
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return entry;
}

/**
 * The cached list in brotli (quality 5: ~20 % under gzip on this JSON for a few ms of CPU, once per data version), kept
 * with the entry; null for lists built per request.
 */
export function brotliOf(list: CachedList): Buffer | null {
  if (!list.gzipped) return null;
  list.brotli ??= brotliCompressSync(list.body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(list.body) },
  });
  return list.brotli;
}
