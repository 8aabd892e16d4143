import type { Candle } from '@agulhadas/domain/reading';
import { TIMEFRAMES } from '@agulhadas/domain/timeframes';
import { defineFunction, method } from '../http/define-function';
import { badRequest, jsonResponse } from '../http/errors';
import { requireRobotKey } from '../http/robot-key';
import { assetKeySchema } from '../ingest/ingest-schema';
import { assets } from '../store/assets';
import { candleSeries, seriesId } from '../store/candles';

/** Where one stored series stands, so a restarted robot continues it without gaps or conflicts. */
export interface SeriesState {
  asset: string;
  timeframe: string;
  /** Open time of the last stored candle (candle series only). */
  lastCandleTime: string | null;
  /** The last stored candle itself (possibly still forming), to continue the series from. */
  lastCandle: Candle | null;
  /** Close of the last candle (or the last reading's price). */
  lastClose: number | null;
  /** Candle time of the stored reading. */
  lastReadingTime: string | null;
}

/**
 * GET /api/ingestState[?asset=EXCHANGE:SYMBOL] (robot key, checked first): the last stored candle and reading of
 * every series (docs/robot.md). The robot resumes from here after a restart.
 */
export const ingestState = defineFunction({
  name: 'ingestState',
  methods: {
    GET: method({
      access: 'self',
      handler: async ({ request, store }) => {
        requireRobotKey(request);
        const requested = request.query.get('asset');
        if (requested !== null && !assetKeySchema.safeParse(requested).success)
          throw badRequest('Parâmetro inválido — asset: ativo inválido (EXCHANGE:SYMBOL)');
        const filter = requested === null ? {} : { _id: requested };
        const [assetDocs, seriesDocs] = await Promise.all([
          assets(store)
            .find(filter, { projection: { _id: 1, readings: 1 } })
            .toArray(),
          candleSeries(store)
            .find(requested === null ? {} : { asset: requested }, {
              projection: { _id: 1, asset: 1, timeframe: 1, lastTime: 1, lastCandle: 1, reading: 1 },
            })
            .toArray(),
        ]);
        const seriesById = new Map(seriesDocs.map((doc) => [doc._id, doc]));
        const series: SeriesState[] = assetDocs.flatMap((asset) =>
          TIMEFRAMES.flatMap((timeframe): SeriesState[] => {
            const candles = seriesById.get(seriesId(asset._id, timeframe));
            const reading = candles?.reading ?? asset.readings[timeframe] ?? null;
            if (!candles && !reading) return [];
            return [
              {
                asset: asset._id,
                timeframe,
                lastCandleTime: candles ? new Date(candles.lastTime).toISOString() : null,
                lastCandle: candles?.lastCandle ?? null,
                lastClose: reading?.preco ?? null,
                lastReadingTime: reading?.lastUpdate ?? null,
              },
            ];
          }),
        );
        return jsonResponse(200, { series });
      },
    }),
  },
});
