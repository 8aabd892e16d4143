import type { MarkedSignal } from '@agulhadas/domain/chart';

/** The chart's palette: the averages as Didi traders draw them on the site's dark panel (3 blue, 8 white, 20 orange), buy green, sell red. */
export const COLORS = {
  background: '#131c2e',
  text: '#e5e9f0',
  grid: '#1f2a40',
  up: '#22c55e',
  down: '#ef4444',
  buy: '#4ade80',
  sell: '#f87171',
  forming: '#64748b',
  ma3: '#60a5fa',
  ma8: '#e5e9f0',
  ma20: '#fb923c',
  bollinger: '#a78bfa',
  adx: '#e5e9f0',
  reference: '#94a3b8',
  /** Behind the candles where a needle's averages met. */
  meeting: 'rgba(250, 204, 21, 0.16)',
} as const;

/** How each signal is marked on its candle: the needle with an arrow, the others with a letter. */
export const MARK_STYLE: Record<MarkedSignal, { shape: 'arrow' | 'circle' | 'square'; text: string }> = {
  agulhado: { shape: 'arrow', text: 'Agulhada' },
  alerta: { shape: 'circle', text: 'A' },
  confirmacao: { shape: 'square', text: 'C' },
  pontofalso: { shape: 'circle', text: 'PF' },
};
