import { z } from 'zod';

const decimal = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/, 'decimal string')
  .transform(Number);

/**
 * A combined-stream event, `{"stream": "<name>", "data": <payload>}`, carrying a trade (`<symbol>@trade`:
 * e, E, s, t, p, q, T, m) or an aggregate trade (`<symbol>@aggTrade`: e, E, s, a, p, q, f, l, T, m). Only the
 * symbol, price and trade time matter to the feed.
 */
export const tradeMessageSchema = z.object({
  stream: z.string(),
  data: z.object({
    e: z.enum(['trade', 'aggTrade']),
    s: z.string(),
    p: decimal,
    T: z.number().int(),
  }),
});
