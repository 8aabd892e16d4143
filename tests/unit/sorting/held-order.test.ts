import type { AssetListItem } from '@agulhadas/domain/asset';
import { applyAssetDelta } from '@agulhadas/domain/asset-list-delta';
import type { Reading } from '@agulhadas/domain/reading';
import { sortAssets } from '../../../src/features/assets/model/asset-sort';
import { holdOrder, inHeldOrder, sameOrder } from '../../../src/features/assets/model/held-order';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { reading } from '../../support/fixtures';

function item(symbol: string, readings: Partial<Record<Timeframe, Partial<Reading>>> = {}): AssetListItem {
  const full: Partial<Record<Timeframe, Reading>> = {};
  for (const [tf, patch] of Object.entries(readings) as Array<[Timeframe, Partial<Reading>]>)
    full[tf] = reading(tf, patch);
  return {
    _id: `B3:${symbol}`,
    asset: `B3:${symbol}`,
    symbol,
    nome: `${symbol} SA`,
    assetType: 'stock',
    assetPrefix: 'B3',
    free: true,
    locked: false,
    delayed: false,
    preco: 1,
    lastUpdate: null,
    timeFrames: Object.keys(full) as Timeframe[],
    readings: full,
  };
}

const symbols = (items: readonly AssetListItem[]) => items.map((one) => one.symbol);
const VIEW = 'app|BMFBOVESPA|stock||agulhada|local';

describe('the order an open dashboard holds', () => {
  // Sorted by agulhada: PETR4 (weekly needle) first, then VALE3 (daily), then the rest by name.
  const first = [
    item('ABEV3'),
    item('PETR4', { W: { agulhado: 1 } }),
    item('VALE3', { D: { agulhado: -1 } }),
    item('ITUB4'),
  ];

  it('keeps the cards where they were across a delta that changes the sort order, and says the order changed', () => {
    const sorted = sortAssets(first, 'agulhada');
    expect(symbols(sorted)).toEqual(['PETR4', 'VALE3', 'ABEV3', 'ITUB4']);
    const held = holdOrder(VIEW, sorted);

    // The next round: ITUB4 gets a weekly needle, PETR4 loses its own.
    const next = applyAssetDelta(first, {
      version: 2,
      full: false,
      items: [item('ITUB4', { W: { agulhado: 1 } }), item('PETR4')],
    });
    const resorted = sortAssets(next, 'agulhada');
    expect(symbols(resorted)).toEqual(['ITUB4', 'VALE3', 'ABEV3', 'PETR4']);

    const shown = inHeldOrder(resorted, held);
    expect(symbols(shown)).toEqual(['PETR4', 'VALE3', 'ABEV3', 'ITUB4']);
    // In place and updated: the cards carry the new round's readings.
    expect(shown[0]!.readings.W).toBeUndefined();
    expect(shown[3]!.readings.W?.agulhado).toBe(1);
    expect(sameOrder(shown, resorted)).toBe(false);
  });

  it("'Reordenar' takes the current sort order, after which nothing is left to reorder", () => {
    const next = applyAssetDelta(first, { version: 2, full: false, items: [item('ITUB4', { W: { agulhado: 1 } })] });
    const resorted = sortAssets(next, 'agulhada');
    const reordered = inHeldOrder(resorted, holdOrder(VIEW, resorted));
    expect(symbols(reordered)).toEqual(['ITUB4', 'PETR4', 'VALE3', 'ABEV3']);
    expect(sameOrder(reordered, resorted)).toBe(true);
  });

  it('a delta that leaves the order as it was offers nothing to reorder', () => {
    const held = holdOrder(VIEW, sortAssets(first, 'agulhada'));
    const next = sortAssets(
      applyAssetDelta(first, { version: 2, full: false, items: [item('ABEV3', { D: { confirmacao: 1 } })] }),
      'agulhada',
    );
    expect(sameOrder(inHeldOrder(next, held), next)).toBe(true);
  });

  it('drops cards that left the list and puts new ones after the held ones, in sort order', () => {
    const held = holdOrder(VIEW, sortAssets(first, 'agulhada'));
    const now = sortAssets(
      [
        item('ABEV3'),
        item('PETR4', { W: { agulhado: 1 } }),
        item('ITUB4'),
        item('BBAS3', { D: { agulhado: 1 } }),
        item('AZUL4'),
      ],
      'agulhada',
    );
    expect(symbols(inHeldOrder(now, held))).toEqual(['PETR4', 'ABEV3', 'ITUB4', 'BBAS3', 'AZUL4']);
  });
});
