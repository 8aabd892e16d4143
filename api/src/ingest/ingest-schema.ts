import { z } from 'zod';
import { candleSchema, readingSchema, timeframeSchema } from '../../../src/domain/reading-schema';

export const assetKeySchema = z.string().max(64).regex(/^[A-Z0-9_]+:[A-Z0-9_.!-]+$/, 'ativo inválido (EXCHANGE:SYMBOL)');

const candleItem = z.object({ asset: assetKeySchema, timeframe: timeframeSchema, candles: z.array(candleSchema).min(1).max(1000) }).strict();
const readingItem = z
  .object({ asset: assetKeySchema, timeframe: timeframeSchema, reading: readingSchema })
  .strict()
  .refine((item) => item.reading.timeframe === item.timeframe, 'timeframe da leitura difere do item');

/** POST /api/ingest: raw candles (the engine computes readings) or ready readings, per asset and timeframe. */
export const ingestBodySchema = z
  .object({
    capturedAt: z.iso.datetime().optional(),
    items: z.array(z.union([candleItem, readingItem])).min(1).max(20_000),
  })
  .strict()
  .refine((body) => new Set(body.items.map((item) => `${item.asset}|${item.timeframe}`)).size === body.items.length, 'item repetido para o mesmo ativo e timeframe');

export type IngestBody = z.infer<typeof ingestBodySchema>;
export type IngestItem = IngestBody['items'][number];
/** A generous body limit: a full round for the universe with ready readings is ~5 MB. */
export const INGEST_MAX_BYTES = 32 * 1024 * 1024;
