import type { ListedAsset } from '@agulhadas/domain/list-reading';
import { TIMEFRAMES, TIMEFRAME_LABEL, type Timeframe } from '@agulhadas/domain/timeframes';

/** An agulhada that a round brought to a listed asset: none (or the other side) on that timeframe before. */
export interface NewAgulhada {
  symbol: string;
  timeframe: Timeframe;
  side: 'compra' | 'venda';
}

/** How many new agulhadas a summary names before it says how many more: a spoken list must stay short. */
const NAMED_AT_MOST = 3;

/**
 * The agulhadas of `after` that `before` did not have, in list order then timeframe order (W to 15). Only assets
 * present in both count: an asset that just entered the list (a search, another segment) brings nothing 'new'.
 */
export function newAgulhadas(before: readonly ListedAsset[], after: readonly ListedAsset[]): NewAgulhada[] {
  const previous = new Map(before.map((item) => [item.asset, item.readings]));
  const found: NewAgulhada[] = [];
  for (const item of after) {
    const was = previous.get(item.asset);
    if (!was) continue;
    for (const timeframe of TIMEFRAMES) {
      const side = Math.sign(item.readings[timeframe]?.agulhado ?? 0);
      if (side === 0 || Math.sign(was[timeframe]?.agulhado ?? 0) === side) continue;
      found.push({ symbol: item.symbol, timeframe, side: side > 0 ? 'compra' : 'venda' });
    }
  }
  return found;
}

const named = (agulhada: NewAgulhada): string =>
  `${agulhada.symbol} ${agulhada.side} (${TIMEFRAME_LABEL[agulhada.timeframe]})`;

/**
 * What a screen reader hears of them: 'Nova agulhada de compra: PETR4 (D).', or 'Novas agulhadas: PETR4 compra (D),
 * VALE3 venda (H), ITUB4 compra (15) e mais 2.'; '' when there are none.
 */
export function newAgulhadasSummary(found: readonly NewAgulhada[]): string {
  if (found.length === 0) return '';
  if (found.length === 1) {
    const [one] = found;
    return `Nova agulhada de ${one.side}: ${one.symbol} (${TIMEFRAME_LABEL[one.timeframe]}).`;
  }
  const names = found.slice(0, NAMED_AT_MOST).map(named).join(', ');
  const more = found.length - NAMED_AT_MOST;
  return `Novas agulhadas: ${names}${more > 0 ? ` e mais ${more}` : ''}.`;
}
