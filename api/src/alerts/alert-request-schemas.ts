import { z } from 'zod';
import { alertConfigSchema } from '@agulhadas/domain/alerts/alert-config-schema';
import { preCloseError } from '@agulhadas/domain/alerts/pre-close';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { timeframeSchema } from '@agulhadas/domain/reading-schema';
import { assetKeySchema } from '../ingest/ingest-schema';

/** Largest bulk request of /api/multipleAlerts. */
export const MAX_BULK_ALERTS = 1000;
/** Alerts one user may keep: far above any real use, low enough to keep the engine's per-asset reads cheap. */
export const MAX_ALERTS_PER_USER = 500;

export const ALERTS_DENIED = 'Os alertas estão disponíveis apenas para os planos Assinante e VIP.';

const MAX_DEPTH = 8;

/** True when some key anywhere in the value starts with `$` (a MongoDB operator smuggled into a body). */
export function hasOperatorKey(value: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasOperatorKey(item, depth + 1));
  return Object.entries(value).some(
    ([key, inner]) => key.startsWith('$') || key.includes('\u0000') || hasOperatorKey(inner, depth + 1),
  );
}

/**
 * Refuses operator keys before the schema runs: zod would silently strip unknown keys, so a `$`-key body would
 * otherwise be accepted as if it were clean; an explicit 400 tells the caller what happened.
 */
export function withoutOperatorKeys<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .refine((value) => !hasOperatorKey(value), { message: 'Chaves começando com $ não são permitidas.' })
    .pipe(schema);
}

export const alertIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Identificador do alerta inválido.');

/** An alert on a timeframe whose pre-close lead that timeframe offers (on 15 minutes only 5): the domain's rule. */
function checkPreClose(
  item: { timeframe: Timeframe; alertConfig: { preCloseMinutes: number | null } },
  ctx: z.RefinementCtx,
  path: PropertyKey[] = [],
) {
  const error = preCloseError(item.timeframe, item.alertConfig.preCloseMinutes);
  if (error) ctx.addIssue({ code: 'custom', path: [...path, 'alertConfig', 'preCloseMinutes'], message: error });
}

export const alertBodySchema = withoutOperatorKeys(
  z
    .object({ asset: assetKeySchema, timeframe: timeframeSchema, alertConfig: alertConfigSchema })
    .superRefine((body, ctx) => checkPreClose(body, ctx)),
);
export type AlertBody = z.infer<typeof alertBodySchema>;

export const alertDeleteSchema = withoutOperatorKeys(
  z.object({ asset: assetKeySchema, timeframe: timeframeSchema, id: alertIdSchema }),
);

export const bulkUpdateSchema = withoutOperatorKeys(
  z.object({
    alertUpdates: z
      .array(
        z.object({
          asset: assetKeySchema,
          timeframe: timeframeSchema,
          id: alertIdSchema,
          alertConfig: alertConfigSchema,
        }),
      )
      .superRefine((items, ctx) => items.forEach((item, index) => checkPreClose(item, ctx, [index])))
      .min(1)
      .max(MAX_BULK_ALERTS, { error: `No máximo ${MAX_BULK_ALERTS} alertas por vez.` }),
  }),
);
export type BulkUpdateBody = z.infer<typeof bulkUpdateSchema>;

export const bulkDeleteSchema = withoutOperatorKeys(
  z.object({
    alerts: z
      .array(z.object({ asset: assetKeySchema, timeframe: timeframeSchema, id: alertIdSchema }))
      .min(1)
      .max(MAX_BULK_ALERTS, { error: `No máximo ${MAX_BULK_ALERTS} alertas por vez.` }),
  }),
);
