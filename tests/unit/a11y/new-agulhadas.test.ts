import type { ListedAsset } from '@agulhadas/domain/list-reading';
import type { Signal } from '@agulhadas/domain/reading-fields';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { newAgulhadas, newAgulhadasSummary } from '../../../src/features/assets/model/new-agulhadas';
import { reading } from '../../support/fixtures';

function listed(symbol: string, agulhadas: Partial<Record<Timeframe, Signal>>): ListedAsset {
  const timeFrames: Timeframe[] = ['W', 'D', '60', '15'];
  return {
    _id: symbol,
    asset: `BMFBOVESPA:${symbol}`,
    symbol,
    nome: symbol,
    assetType: 'stock',
    assetPrefix: 'BMFBOVESPA',
    free: true,
    locked: false,
    delayed: false,
    preco: 10,
    lastUpdate: null,
    timeFrames,
    readings: Object.fromEntries(
      timeFrames.map((tf) => {
        const { adx, ...rest } = reading(tf, { agulhado: agulhadas[tf] ?? 0 });
        return [tf, { ...rest, adx: [adx] as const }];
      }),
    ),
  };
}

describe('agulhadas a round brought, for the dashboard live region', () => {
  it('names an agulhada that was not there, not one that stays or one that goes', () => {
    const before = [listed('PETR4', { D: 1 }), listed('VALE3', { '60': -1 })];
    const after = [listed('PETR4', { D: 1, '15': 1 }), listed('VALE3', {})];
    expect(newAgulhadas(before, after)).toEqual([{ symbol: 'PETR4', timeframe: '15', side: 'compra' }]);
  });

  it('a turn to the other side is new', () => {
    expect(newAgulhadas([listed('PETR4', { D: 1 })], [listed('PETR4', { D: -1 })])).toEqual([
      { symbol: 'PETR4', timeframe: 'D', side: 'venda' },
    ]);
  });

  it('an asset that just entered the list brings nothing new', () => {
    expect(newAgulhadas([listed('PETR4', {})], [listed('PETR4', {}), listed('ITUB4', { W: 1 })])).toEqual([]);
  });

  it('says one in a sentence, and names at most three of many with how many more', () => {
    expect(newAgulhadasSummary([])).toBe('');
    expect(newAgulhadasSummary([{ symbol: 'PETR4', timeframe: '60', side: 'compra' }])).toBe(
      'Nova agulhada de compra: PETR4 (H).',
    );
    const many = newAgulhadas(
      ['A', 'B', 'C', 'D', 'E'].map((s) => listed(s, {})),
      ['A', 'B', 'C', 'D', 'E'].map((s, i) => listed(s, { D: i % 2 ? -1 : 1 })),
    );
    expect(newAgulhadasSummary(many)).toBe('Novas agulhadas: A compra (D), B venda (D), C compra (D) e mais 2.');
  });
});
