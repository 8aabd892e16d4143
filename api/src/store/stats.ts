import type { Store } from './types';

/**
 * Agulhada totals (spec 01 §3) recomputed by the robot's ingest, so the home page reads one
 * document: how many (asset, timeframe) readings currently show a buy or a sell agulhada.
 */
export interface AgulhadaStatsDoc {
  _id: 'agulhadas';
  compra: number;
  venda: number;
  updatedAt: string;
}

export const stats = (store: Store) => store.collection<AgulhadaStatsDoc>('stats');
