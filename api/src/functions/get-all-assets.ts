import { createHash } from 'node:crypto';
import { z } from 'zod';
import { parseExchanges } from '@agulhadas/domain/categories';
import { can } from '@agulhadas/domain/permissions';
import type { AssetListDelta } from '@agulhadas/domain/asset-list-delta';
import type { AssetListItem } from '@agulhadas/domain/asset';
import {
  brotliOf,
  buildList,
  cachedList,
  serialiseDelta,
  serialiseList,
  wholeListAsDelta,
  type CachedList,
  type ListForm,
} from '../assets/asset-list-cache';
import { viewAsset, type Viewer } from '../assets/asset-view';
import { config } from '../config';
import { defineFunction, method } from '../http/define-function';
import { forbidden } from '../http/errors';
import { assets } from '../store/assets';
import { assetsVersion, localWriteVersion } from '../store/meta';
import type { Filter } from '../store/types';
import { userAssets } from '../store/user-assets';
import { OWN_ASSETS_VIP_ONLY } from '@agulhadas/domain/own-assets';

const query = z.object({
  exchange: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_,!.-]+$/, 'Bolsa inválida')
    .default('all'),
  userassets: z.enum(['1', 'true', '0', 'false']).optional(),
  /** An open dashboard's data version: answers only the assets changed since (paid viewers; see changedSince). */
  since: z.coerce.number().int().min(0).optional(),
  /** Objects: 'full' sends indicator values with every digit (other clients), the default five significant digits. */
  precision: z.enum(['wire', 'full']).default('wire'),
  /** 'compact': the screens' format (packages/domain/asset-list-wire.ts, docs/asset-list.md); objects by default. */
  format: z.enum(['objects', 'compact']).default('objects'),
});

export const DATA_VERSION_HEADER = 'x-data-version';
/** Delayed viewers: the agulhadas of locked assets in this list, as a count (asset-list-cache.ts). */
export const HIDDEN_AGULHADAS_HEADER = 'x-hidden-agulhadas';

/** 'all' and the favourites list need every asset; the client narrows favourites itself. */
const EVERYTHING = new Set(['ALL', 'FAVORITOS', 'AGULHADAS']);

function exchangeFilter(segment: string): Filter {
  const exchanges = parseExchanges(segment);
  if (exchanges.length === 0 || exchanges.some((exchange) => EVERYTHING.has(exchange))) return {};
  return { exchange: { $in: exchanges } };
}

/** The filter as a cache-key fragment: '' for everything, else the sorted exchanges. */
function exchangesKey(filter: Filter): string {
  const wanted = (filter.exchange as { $in?: string[] } | undefined)?.$in;
  return wanted ? [...wanted].sort().join(',') : '';
}

function uncached(body: string): CachedList {
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

export const getAllAssets = defineFunction({
  name: 'getAllAssets',
  methods: {
    GET: method({
      access: 'public',
      query,
      handler: async ({ request, query: params, caller, store, now }) => {
        const roles = caller?.roles ?? [];
        const viewer: Viewer = can(roles, 'assets:all') ? 'paid' : 'delayed';
        const own = params.userassets === '1' || params.userassets === 'true';
        const form: ListForm = params.format === 'compact' ? 'compact' : params.precision;
        if (own && (!caller || !can(roles, 'userAssets:use'))) throw forbidden(OWN_ASSETS_VIP_ONLY);
        const delayMinutes = config().dataDelayMinutes;
        let list: CachedList;
        let dataVersion: number | null = null;
        if (own) {
          // One user's own assets: small, per user, not cached.
          const docs = await userAssets(store)
            .find({ userId: caller?.userId, ...exchangeFilter(params.exchange) }, { sort: { symbol: 1 } })
            .toArray();
          list = uncached(
            serialiseList(
              docs.map((doc) => viewAsset(doc, viewer, now, delayMinutes)),
              form,
            ),
          );
        } else if (params.since !== undefined && viewer === 'paid') {
          // Assets stamped with the version asked for or later: a round in progress when the dashboard read that
          // version may have stamped it after the read (apply-ingest.ts), so the boundary is sent again.
          const version = await assetsVersion(store);
          const filter = { ...exchangeFilter(params.exchange), dataVersion: { $gte: params.since } };
          const docs = await assets(store)
            .find(filter, { sort: { symbol: 1 } })
            .toArray();
          const delta: AssetListDelta<AssetListItem> = {
            version,
            full: false,
            items: docs.map((doc) => viewAsset(doc, viewer, now, delayMinutes)),
          };
          list = uncached(serialiseDelta(delta, form));
        } else {
          const filter = exchangeFilter(params.exchange);
          // Versions first, docs after: a write landing in between is cached under the older version and rebuilt next time.
          const key = {
            viewer,
            form,
            exchanges: exchangesKey(filter),
            delayMinutes,
            dbVersion: await assetsVersion(store),
            localVersion: localWriteVersion(store),
          };
          const full =
            cachedList(store, key, now) ??
            buildList(
              store,
              key,
              await assets(store)
                .find(filter, { sort: { symbol: 1 } })
                .toArray(),
              now,
            );
          // A `since` from a viewer who may not have live data (a plan that lapsed under an open dashboard): the whole
          // delayed list, never the changes.
          list = params.since === undefined ? full : uncached(wholeListAsDelta(full.body, form, key.dbVersion));
          dataVersion = key.dbVersion;
        }
        // Private: the view depends on the caller's plan; no-cache: revalidate with the ETag each time.
        const headers = {
          etag: list.etag,
          'cache-control': 'private, no-cache',
          vary: 'cookie, x-ms-client-principal, accept-encoding',
          ...(dataVersion === null ? {} : { [DATA_VERSION_HEADER]: String(dataVersion) }),
          ...(list.hiddenAgulhadas === undefined ? {} : { [HIDDEN_AGULHADAS_HEADER]: String(list.hiddenAgulhadas) }),
        };
        if (request.headers.get('if-none-match') === list.etag) return { status: 304, headers };
        const json = { 'content-type': 'application/json; charset=utf-8', ...headers };
        const accepted = request.headers.get('accept-encoding') ?? '';
        const brotli = /\bbr\b/.test(accepted) ? brotliOf(list) : null;
        if (brotli) return { status: 200, body: brotli, headers: { ...json, 'content-encoding': 'br' } };
        if (list.gzipped && /\bgzip\b/.test(accepted)) {
          return { status: 200, body: list.gzipped, headers: { ...json, 'content-encoding': 'gzip' } };
        }
        return { status: 200, body: list.body, headers: json };
      },
    }),
  },
});
