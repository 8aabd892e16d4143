import { createHash } from 'node:crypto';
import { z } from 'zod';
import { parseExchanges } from '../../../src/domain/categories';
import { can } from '../../../src/domain/permissions';
import { viewAsset, type Viewer } from '../assets/asset-view';
import { config } from '../config';
import { defineFunction, method } from '../http/define-function';
import { forbidden } from '../http/errors';
import { assets } from '../store/assets';
import type { Filter } from '../store/types';
import { userAssets } from '../store/user-assets';

const query = z.object({
  exchange: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_,!.-]+$/, 'Bolsa inválida')
    .default('all'),
  userassets: z.enum(['1', 'true', '0', 'false']).optional(),
});

/** 'all' and the favourites list need every asset; the client narrows favourites itself. */
const EVERYTHING = new Set(['ALL', 'FAVORITOS', 'AGULHADAS']);

function exchangeFilter(segment: string): Filter {
  const exchanges = parseExchanges(segment);
  if (exchanges.length === 0 || exchanges.some((exchange) => EVERYTHING.has(exchange))) return {};
  return { exchange: { $in: exchanges } };
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
        if (own && (!caller || !can(roles, 'userAssets:use'))) throw forbidden('Meus ativos está disponível apenas para o plano VIP.');
        const docs = own
          ? await userAssets(store).find({ userId: caller?.userId, ...exchangeFilter(params.exchange) }, { sort: { symbol: 1 } }).toArray()
          : await assets(store).find(exchangeFilter(params.exchange), { sort: { symbol: 1 } }).toArray();
        const body = JSON.stringify(docs.map((doc) => viewAsset(doc, viewer, now, config().dataDelayMinutes)));
        const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
        // Private: the view depends on the caller's plan; no-cache: revalidate with the ETag each time.
        const headers = { etag, 'cache-control': 'private, no-cache', vary: 'cookie, x-ms-client-principal' };
        if (request.headers.get('if-none-match') === etag) return { status: 304, headers };
        return { status: 200, body, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } };
      },
    }),
  },
});
