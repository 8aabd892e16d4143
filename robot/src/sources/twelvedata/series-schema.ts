import { z } from 'zod';
import type { Candle } from '@agulhadas/domain/reading';

const decimal = z
  .string()
  .regex(/^-?\d+(\.\d+)?(e-?\d+)?$/i, 'decimal string')
  .transform(Number);

/** '2026-11-24' or '2026-11-24 14:30:00', read in UTC (the robot always asks `timezone=UTC`). */
const utcDatetime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, 'YYYY-MM-DD[ HH:MM:SS]')
  .transform((text) => Date.parse(`${text.length === 10 ? `${text}T00:00:00` : text.replace(' ', 'T')}Z`));

/**
 * One row of /time_series `values` (newest first, prices as strings; `volume` absent for forex and some CFDs).
 */
export const twelveDataRowSchema: z.ZodType<Candle> = z
  .object({
    datetime: utcDatetime,
    open: decimal,
    high: decimal,
    low: decimal,
    close: decimal,
    volume: decimal.optional(),
  })
  .transform((row) => ({
    time: row.datetime,
    open: row.open,
    high: row.high,
    low: row.low,
    close: row.close,
    ...(row.volume === undefined ? {} : { volume: row.volume }),
  }));

/**
 * One symbol's answer: `{meta, values, status: "ok"}`, or `{code, message, status: "error"}`. A batch answer is an
 * object of these keyed by the requested symbol; a one-symbol answer is the object itself.
 */
export const symbolAnswerSchema = z.object({
  status: z.string(),
  values: z.unknown().optional(),
  code: z.number().optional(),
  message: z.string().optional(),
});

export type SymbolAnswer = z.infer<typeof symbolAnswerSchema>;
