import type { ListedAsset, ListReading } from '@agulhadas/domain/list-reading';
import { TIMEFRAMES, type Timeframe } from '@agulhadas/domain/timeframes';

/** Sort keys, in the order the sort popup lists them. */
export const SORT_KEYS = [
  'nome',
  'tendencia',
  'bollinger',
  'alertac',
  'alertav',
  'confirmac',
  'confirmav',
  'pfc',
  'pfv',
  'barato',
  'caro',
  'agulhada',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const SORT_LABELS: Record<SortKey, string> = {
  nome: 'Nome',
  tendencia: 'Tendência',
  bollinger: 'Bollinger abrindo',
  alertac: 'Alerta de compra',
  alertav: 'Alerta de venda',
  confirmac: 'Confirmação de compra',
  confirmav: 'Confirmação de venda',
  pfc: 'Ponto falso de compra',
  pfv: 'Ponto falso de venda',
  barato: 'Barato (estocástico)',
  caro: 'Caro (estocástico)',
  agulhada: 'Agulhada',
};

export function isSortKey(value: unknown): value is SortKey {
  return typeof value === 'string' && (SORT_KEYS as readonly string[]).includes(value);
}

/** Default 'nome'; 'agulhada' once the user has a paid level. */
export function defaultSortKey(paid: boolean): SortKey {
  return paid ? 'agulhada' : 'nome';
}

/**
 * Longer timeframes weigh more: a signal on the weekly chart matters more than on the 15-minute one,
 * so two assets with the same number of signals are told apart by where the signals are.
 */
const TIMEFRAME_WEIGHT: Record<Timeframe, number> = { W: 16, D: 8, '240': 4, '60': 2, '15': 1 };

type ReadingScore = (reading: ListReading) => boolean;

const SCORES: Record<Exclude<SortKey, 'nome'>, ReadingScore> = {
  tendencia: (r) => r.temTendencia !== 0,
  bollinger: (r) => r.bollingerStatus === 1,
  alertac: (r) => r.alerta === 1 || r.alerta1 === 1 || r.alerta2 === 1,
  alertav: (r) => r.alerta === -1 || r.alerta1 === -1 || r.alerta2 === -1,
  confirmac: (r) => r.confirmacao === 1,
  confirmav: (r) => r.confirmacao === -1,
  // pontofalso -1 is the buy-side false point, 1 the sell side.
  pfc: (r) => r.pontofalso === -1,
  pfv: (r) => r.pontofalso === 1,
  // The stochastic's zone (%K below 20 / above 80), not the side of %K against %D.
  barato: (r) => r.stockZona === -1,
  caro: (r) => r.stockZona === 1,
  agulhada: (r) => r.agulhado !== 0,
};

/** Weighted count of the asset's timeframes that carry the signal of `key` (0 for locked assets). */
export function signalScore(item: ListedAsset, key: Exclude<SortKey, 'nome'>): number {
  const test = SCORES[key];
  let score = 0;
  for (const tf of TIMEFRAMES) {
    const reading = item.readings[tf];
    if (reading && test(reading)) score += TIMEFRAME_WEIGHT[tf];
  }
  return score;
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

export function compareByName(a: ListedAsset, b: ListedAsset): number {
  return collator.compare(a.symbol, b.symbol) || collator.compare(a.nome, b.nome) || collator.compare(a.asset, b.asset);
}

/**
 * The default 'nome' order, assets the viewer can use first: a visitor's first screen is otherwise
 * hundreds of locked cards with a few free ones among them. Paying viewers have nothing locked: plain name order.
 */
export function compareUsableThenName(a: ListedAsset, b: ListedAsset): number {
  return Number(a.locked) - Number(b.locked) || compareByName(a, b);
}

/** Comparator of one key: strongest signal first, ties by name, so the order is stable and total. */
export function comparatorFor(key: SortKey): (a: ListedAsset, b: ListedAsset) => number {
  if (key === 'nome') return compareUsableThenName;
  return (a, b) => signalScore(b, key) - signalScore(a, key) || compareByName(a, b);
}

export function sortAssets<T extends ListedAsset>(items: readonly T[], key: SortKey): T[] {
  return [...items].sort(comparatorFor(key));
}
