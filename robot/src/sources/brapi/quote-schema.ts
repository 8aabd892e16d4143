import { z } from 'zod';
import type { Candle } from '@agulhadas/domain/reading';

/**
 * GET /api/quote/{tickers}: `{results: [{symbol, usedInterval, usedRange, historicalDataPrice: [{date, open, high,
 * low, close, volume, adjustedClose}], ...}]}` (brapi OpenAPI, QuoteRetrieveResponse; `usedInterval` is the interval
 * the rows really have, which a plan may lower). A result is read leniently here, its rows strictly per asset
 * (parseRows), so one odd ticker never hides the others.
 */
export const quoteAnswerSchema = z.object({
  results: z.array(
    z
      .object({ symbol: z.string(), usedInterval: z.string().nullish(), historicalDataPrice: z.unknown().optional() })
      .loose(),
  ),
});

/** One historicalDataPrice row: `date` in epoch seconds, raw (not adjusted) prices, financial volume. */
export const brapiRowSchema: z.ZodType<Candle> = z
  .object({
    date: z.number().int(),
    open: z.number(),
    high: z.number(),
    low: z.number(),
    close: z.number(),
    volume: z.number().nullish(),
  })
  .transform((row) => ({
    time: row.date * 1000,
    open: row.open,
    high: row.high,
    low: row.low,
    close: row.close,
    ...(row.volume == null ? {} : { volume: row.volume }),
  }));
