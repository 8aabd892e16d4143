import { z } from '../validation/zod';

const finite = z.number().finite();

/**
 * What the robot posts for /vix (POST /api/ingestVix): the VIX futures curve (settlement or last price per
 * contract month) and the open interest of VIX puts and calls per strike, as of `capturedAt`.
 */
export const vixSnapshotSchema = z.object({
  capturedAt: z.iso.datetime({ offset: true }),
  /** Where the numbers come from, shown under the charts (e.g. 'Cboe'). */
  source: z.string().trim().min(1).max(60),
  futures: z
    .array(
      z.object({
        month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'mês no formato AAAA-MM' }),
        price: finite.positive(),
      }),
    )
    .min(1)
    .max(12),
  puts: z
    .array(z.object({ strike: finite.positive(), openInterest: z.number().int().nonnegative() }))
    .min(1)
    .max(60),
  calls: z
    .array(z.object({ strike: finite.positive(), openInterest: z.number().int().nonnegative() }))
    .min(1)
    .max(60),
  /** Synthetic data of the local demo: accepted only in local mode, and labelled as such on the charts. */
  demo: z.boolean().default(false),
});

export type VixSnapshot = z.infer<typeof vixSnapshotSchema>;
