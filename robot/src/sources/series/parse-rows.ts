import { z } from 'zod';
import type { Candle } from '@agulhadas/domain/reading';

/**
 * One asset's rows read with the provider's row schema. A bad row fails that asset (its error names the first
 * problem), never the call: the other assets of the batch are still answered.
 */
export function parseRows(schema: z.ZodType<Candle>, rows: unknown): { candles: Candle[] } | { error: string } {
  const parsed = z.array(schema).safeParse(rows);
  if (parsed.success) return { candles: parsed.data };
  const issue = parsed.error.issues[0];
  return { error: `unexpected row: ${issue?.message ?? 'invalid'} at ${issue?.path.join('.') ?? '?'}` };
}
