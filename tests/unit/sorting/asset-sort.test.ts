import type { AssetListItem } from '@agulhadas/domain/asset';
import type { Reading } from '@agulhadas/domain/reading';
import {
  comparatorFor,
  defaultSortKey,
  isSortKey,
  signalScore,
  sortAssets,
  SORT_KEYS,
} from '../../../src/features/assets/model/asset-sort';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { reading } from '../../support/fixtures';

function item(
  symbol: string,
  readings: Partial<Record<Timeframe, Partial<Reading>>> = {},
  nome = `${symbol} SA`,
): AssetListItem {
  const full: Partial<Record<Timeframe, Reading>> = {};
  for (const [tf, patch] of Object.entries(readings) as Array<[Timeframe, Partial<Reading>]>)
    full[tf] = reading(tf, patch);
  return {
    _id: `B3:${symbol}`,
    asset: `B3:${symbol}`,
    symbol,
    nome,
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

const symbols = (items: AssetListItem[]) => items.map((i) => i.symbol);

describe('asset sorting', () => {
  it('knows the twelve keys and the defaults', () => {
    expect(SORT_KEYS).toHaveLength(12);
    expect(isSortKey('agulhada')).toBe(true);
    expect(isSortKey('preco')).toBe(false);
    expect(defaultSortKey(false)).toBe('nome');
    expect(defaultSortKey(true)).toBe('agulhada');
  });

  it('nome sorts by symbol, numbers naturally, case-insensitively', () => {
    expect(symbols(sortAssets([item('VALE3'), item('petr4'), item('ABEV3'), item('PETR10')], 'nome'))).toEqual([
      'ABEV3',
      'petr4',
      'PETR10',
      'VALE3',
    ]);
  });

  it('nome puts the assets the viewer can use before the locked ones, each group by name', () => {
    const locked = (symbol: string) => ({ ...item(symbol), free: false, locked: true });
    expect(symbols(sortAssets([locked('AALR3'), item('VALE3'), locked('ALOS3'), item('ABEV3')], 'nome'))).toEqual([
      'ABEV3',
      'VALE3',
      'AALR3',
      'ALOS3',
    ]);
  });

  it('agulhada puts assets with agulhadas first, longer timeframes weighing more', () => {
    const list = [
      item('AAA'),
      item('BBB', { '15': { agulhado: 1 } }),
      item('CCC', { W: { agulhado: -1 } }),
      item('DDD', { '15': { agulhado: 1 }, '60': { agulhado: 1 } }),
    ];
    expect(symbols(sortAssets(list, 'agulhada'))).toEqual(['CCC', 'DDD', 'BBB', 'AAA']);
  });

  it('each signal key counts its own signal', () => {
    const cases: Array<[Parameters<typeof comparatorFor>[0], Partial<Reading>]> = [
      ['tendencia', { temTendencia: -1 }],
      ['bollinger', { bollingerStatus: 1 }],
      ['alertac', { alerta1: 1 }],
      ['alertav', { alerta2: -1 }],
      ['confirmac', { confirmacao: 1 }],
      ['confirmav', { confirmacao: -1 }],
      ['pfc', { pontofalso: -1 }],
      ['pfv', { pontofalso: 1 }],
      ['barato', { stockZona: -1 }],
      ['caro', { stockZona: 1 }],
    ];
    for (const [key, patch] of cases) {
      const sorted = sortAssets([item('AAA'), item('ZZZ', { D: patch })], key);
      expect([key, symbols(sorted)]).toEqual([key, ['ZZZ', 'AAA']]);
    }
  });

  it("'barato' and 'caro' read the stochastic's zone, not the side of %K against %D", () => {
    // %K over %D but overbought: expensive, not cheap.
    const overbought = item('X', { D: { stockStatus: 1, stockZona: 1 } });
    expect(signalScore(overbought, 'barato')).toBe(0);
    expect(signalScore(overbought, 'caro')).toBeGreaterThan(0);
    expect(signalScore(item('Y', { D: { stockStatus: -1, stockZona: -1 } }), 'barato')).toBeGreaterThan(0);
  });

  it('opposite signals do not count (sell alert is not a buy alert)', () => {
    expect(signalScore(item('X', { D: { alerta: -1 } }), 'alertac')).toBe(0);
    expect(signalScore(item('X', { D: { bollingerStatus: -1 } }), 'bollinger')).toBe(0);
  });

  it('ties fall back to the name, and locked assets without readings score zero', () => {
    const locked = { ...item('AAA'), locked: true };
    expect(symbols(sortAssets([item('ZZZ'), locked, item('MMM')], 'caro'))).toEqual(['AAA', 'MMM', 'ZZZ']);
  });

  it('does not mutate its input', () => {
    const list = [item('B'), item('A')];
    sortAssets(list, 'nome');
    expect(symbols(list)).toEqual(['B', 'A']);
  });
});
