import { z } from 'zod';
import { timeframesOf } from '@agulhadas/domain/categories';
import { buildChart, candlesClosedBy, type ChartAnswer } from '@agulhadas/domain/chart';
import { ASSET_KEY_PATTERN } from '@agulhadas/domain/favorites/favorite-lists';
import { isCandleClosed, MARKET_HOURS } from '@agulhadas/domain/market-hours';
import { can } from '@agulhadas/domain/permissions';
import type { Candle } from '@agulhadas/domain/reading';
import { TIMEFRAMES, type Timeframe } from '@agulhadas/domain/timeframes';
import { config } from '../config';
import { defineFunction, method } from '../http/define-function';
import { forbidden, notFound } from '../http/errors';
import { assets, type AssetDoc } from '../store/assets';
import type { Store } from '../store/types';
import { findOwnAsset, ownAssetId, userCandleSeries } from '../store/user-assets';
import { miniPageCaller, miniPageUserSchema } from '../telegram/mini-page-caller';
import { candleSeries, SERIES_FORMAT, seriesId, type CandleSeriesDoc } from '../store/candles';

const query = z.object({
  asset: z.string().max(80).regex(ASSET_KEY_PATTERN, 'Ativo inválido'),
  timeframe: z.enum(TIMEFRAMES, { error: 'Tempo gráfico inválido: use 15, 60, 240, D ou W' }),
  /** Opened from the Telegram mini-page: the user it speaks for, proved by Telegram's signed initData. */
  u: miniPageUserSchema.optional(),
});

/** Part of the ETag: a browser holding an answer of an older shape (before `priceDigits`, `timeFrames` and `marketHours`) gets the new one, not a 304. */
const ANSWER_SHAPE = 'c3';

export const LOCKED_CHART = 'O gráfico deste ativo está disponível apenas para assinantes.';

/** The stored candles of a series, oldest first, the last one included (older documents kept it in the history). */
function storedCandles(doc: CandleSeriesDoc | null): Candle[] {
  if (!doc) return [];
  if (doc.format !== SERIES_FORMAT || !doc.lastCandle) return doc.candles;
  return [...doc.candles, doc.lastCandle];
}

/** The asset and its series: a shared one, else (for a VIP) one of the user's own assets (POST /api/userIngest). */
async function findSeries(
  store: Store,
  key: string,
  timeframe: Timeframe,
  ownerId: string | null,
): Promise<{ asset: AssetDoc | null; series: CandleSeriesDoc | null }> {
  const shared = await assets(store).findOne({ _id: key });
  if (shared || !ownerId)
    return {
      asset: shared,
      series: shared ? await candleSeries(store).findOne({ _id: seriesId(key, timeframe) }) : null,
    };
  const own = await findOwnAsset(store, ownerId, key);
  return {
    asset: own,
    series: own ? await userCandleSeries(store).findOne({ _id: ownAssetId(ownerId, seriesId(key, timeframe)) }) : null,
  };
}

/**
 * GET /api/getChart?asset=EXCHANGE:SYMBOL&timeframe=15|60|240|D|W: the stored candles with the readings'
 * indicators, signal marks and track record (packages/domain/chart). The list's access rules: locked assets only for
 * payers; a delayed viewer gets only the candles closed before the delay. Reads only; the ETag follows the series'
 * version and what the viewer may see, so an unchanged chart answers 304 before anything is computed.
 */
export const getChart = defineFunction({
  name: 'getChart',
  methods: {
    GET: method({
      access: 'public',
      query,
      handler: async ({ request, query: params, caller, store, now }) => {
        const viewer = params.u
          ? await miniPageCaller(store, request.headers, params.u, now)
          : { userId: caller?.userId ?? null, roles: caller?.roles ?? [] };
        const paid = can(viewer.roles, 'assets:all');
        const { asset, series } = await findSeries(
          store,
          params.asset,
          params.timeframe,
          can(viewer.roles, 'userAssets:use') ? viewer.userId : null,
        );
        if (!asset) throw notFound('Ativo não encontrado.');
        if (!paid && !asset.free) throw forbidden(LOCKED_CHART);
        const hours = MARKET_HOURS[asset.marketHours ?? 'ALWAYS'];
        const stored = storedCandles(series);
        const last = stored.at(-1);
        const delayMinutes = config().dataDelayMinutes;
        const candles = paid
          ? stored
          : candlesClosedBy(stored, now.getTime() - delayMinutes * 60_000, params.timeframe, hours);
        const lastClosed =
          !paid || !last || (last.closed ?? isCandleClosed(last.time, params.timeframe, hours, now.getTime()));
        const view = paid ? `p${lastClosed ? 1 : 0}` : `d${candles.length}-${candles.at(-1)?.time ?? 0}`;
        const etag = `"${ANSWER_SHAPE}-${series?.version ?? 0}-${view}"`;
        const headers = {
          etag,
          'cache-control': 'private, no-cache',
          vary: 'cookie, x-ms-client-principal, accept-encoding',
        };
        if (request.headers.get('if-none-match') === etag) return { status: 304, headers };
        const chart: ChartAnswer = {
          ...buildChart(asset, params.timeframe, candles, lastClosed),
          nome: asset.nome,
          timeFrames: timeframesOf(asset.assetType),
          ...(paid ? {} : { delayMinutes }),
        };
        return {
          status: 200,
          body: JSON.stringify(chart),
          headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
        };
      },
    }),
  },
});
