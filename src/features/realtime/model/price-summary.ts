import { formatPrice } from '@agulhadas/domain/presentation/format';
import type { RealtimeSymbol, SymbolUpdate } from '@agulhadas/domain/realtime/protocol';

/** What the live region says about the subscribed assets: 'Preços: PETR4 38,12; VALE3 61,40.'; '' before any price. */
export function priceSummary(
  cards: readonly RealtimeSymbol[],
  updates: Readonly<Record<string, SymbolUpdate>>,
): string {
  const priced = cards.flatMap((symbol) => {
    const update = updates[symbol.key];
    if (!update) return [];
    const code = symbol.asset.includes(':') ? symbol.asset.split(':', 2)[1] : symbol.asset;
    return [`${code} ${formatPrice(update.preco, symbol)}`];
  });
  return priced.length ? `Preços: ${priced.join('; ')}.` : '';
}
