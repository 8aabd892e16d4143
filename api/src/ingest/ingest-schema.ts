import { z } from 'zod';
import { candleSchema, readingSchema, timeframeSchema } from '@agulhadas/domain/reading-schema';

export const assetKeySchema = z
  .string()
  .max(64)
  .regex(/^[A-Z0-9_]+:[A-Z0-9_.!-]+$/, 'ativo inválido (EXCHANGE:SYMBOL)');

const candleItem = z
  .object({ asset: assetKeySchema, timeframe: timeframeSchema, candles: z.array(candleSchema).min(1).max(1000) })
  .strict();
const readingItem = z
  .object({ asset: assetKeySchema, timeframe: timeframeSchema, reading: readingSchema })
  .strict()
  .refine((item) => item.reading.timeframe === item.timeframe, 'timeframe da leitura difere do item');

/** One series of a round: raw candles (the engine computes the reading) or a ready reading. Checked item by item. */
export const ingestItemSchema = z.union([candleItem, readingItem]);

/**
 * The round as a whole: anything else is a 400. Items are validated one by one afterwards, so one bad item
 * is refused alone and never blocks the others.
 */
export const ingestEnvelopeSchema = z
  .object({
    capturedAt: z.iso.datetime().optional(),
    items: z.array(z.unknown()).min(1).max(20_000),
  })
  .strict();

export type IngestItem = z.infer<typeof ingestItemSchema>;
/** What the robot sends (its items well formed). */
export interface IngestBody {
  capturedAt?: string;
  items: IngestItem[];
}
/** A generous body limit: a full round for the universe with ready readings is ~5 MB. */
export const INGEST_MAX_BYTES = 32 * 1024 * 1024;
