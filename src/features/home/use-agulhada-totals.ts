import useSWR from 'swr';
import { z } from '@agulhadas/domain/validation/zod';

/** Answer of GET /api/getTotalAgulhadas. */
const totalsSchema = z.object({
  agulhadas: z.array(z.object({ direcao: z.enum(['compra', 'venda']), total: z.number().int().nonnegative() })),
  totalRecentAlerts: z.number().int().nonnegative().optional(),
});

export interface AgulhadaCounts {
  compra: number;
  venda: number;
  /** Alerts the product sent in the last 24 hours; null when the answer does not say. */
  recentAlerts: number | null;
}

/** The home's live counts do not need a fresher view than the robot's cadence allows. */
export const TOTALS_REFRESH_MS = 60_000;

/**
 * Buy and sell agulhada counts and the alerts of the last 24 hours, refreshed every minute. `null` while loading, on failure or on an
 * unexpected answer: the home then shows nothing rather than a wrong number (no visible error).
 */
export function useAgulhadaTotals(): AgulhadaCounts | null {
  const { data } = useSWR<unknown>('/api/getTotalAgulhadas', {
    refreshInterval: TOTALS_REFRESH_MS,
    shouldRetryOnError: true,
  });
  const parsed = totalsSchema.safeParse(data);
  if (!parsed.success) return null;
  const count = (direcao: 'compra' | 'venda') =>
    parsed.data.agulhadas.find((item) => item.direcao === direcao)?.total ?? 0;
  return { compra: count('compra'), venda: count('venda'), recentAlerts: parsed.data.totalRecentAlerts ?? null };
}
