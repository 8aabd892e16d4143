import type { AssetListItem } from '@agulhadas/domain/asset';
import { filterAssets, isSearching } from '../../../src/features/assets/model/filter-assets';
import { reading } from '../../support/fixtures';

function item(asset: string, nome: string, assetType = 'stock', agulhado: 0 | 1 | -1 = 0): AssetListItem {
  const [exchange, symbol] = asset.split(':') as [string, string];
  return {
    _id: asset,
    asset,
    symbol,
    nome,
    assetType,
    assetPrefix: exchange,
    free: true,
    locked: false,
    delayed: false,
    preco: 1,
    lastUpdate: null,
    timeFrames: ['D'],
    readings: { D: reading('D', { agulhado }) },
  };
}

const all = [
  item('BMFBOVESPA:PETR4', 'Petrobras PN', 'stock', 1),
  item('BMFBOVESPA:WIN1!', 'Mini Índice', 'futures'),
  item('NASDAQ:AAPL', 'Apple Inc', 'stock', -1),
  item('CME_MINI:ES1!', 'E-mini S&P 500', 'futures'),
  item('COMEX:GC1!', 'Gold', 'futures'),
];
const keys = (items: AssetListItem[]) => items.map((i) => i.asset);

describe('dashboard filter', () => {
  it('filters by exchange segment and asset type', () => {
    expect(keys(filterAssets(all, { exchanges: 'BMFBOVESPA', assetType: 'stock' }))).toEqual(['BMFBOVESPA:PETR4']);
    expect(keys(filterAssets(all, { exchanges: 'CME_MINI,COMEX', assetType: 'futures' }))).toEqual([
      'CME_MINI:ES1!',
      'COMEX:GC1!',
    ]);
    expect(filterAssets(all, { exchanges: 'all' })).toHaveLength(5);
  });

  it('favoritos shows the given list', () => {
    expect(keys(filterAssets(all, { exchanges: 'favoritos', favorites: ['NASDAQ:AAPL'] }))).toEqual(['NASDAQ:AAPL']);
    expect(filterAssets(all, { exchanges: 'favoritos' })).toEqual([]);
  });

  it('the agulhadas list keeps assets with an agulhada in any timeframe', () => {
    expect(keys(filterAssets(all, { exchanges: 'all', agulhadasOnly: true }))).toEqual([
      'BMFBOVESPA:PETR4',
      'NASDAQ:AAPL',
    ]);
  });

  it('2 characters or fewer keep the exchange filter; longer searches code or name across all', () => {
    expect(isSearching('ap')).toBe(false);
    expect(keys(filterAssets(all, { exchanges: 'BMFBOVESPA', search: 'ap' }))).toEqual([
      'BMFBOVESPA:PETR4',
      'BMFBOVESPA:WIN1!',
    ]);
    expect(keys(filterAssets(all, { exchanges: 'BMFBOVESPA', search: 'aapl' }))).toEqual(['NASDAQ:AAPL']);
    expect(keys(filterAssets(all, { exchanges: 'NASDAQ', search: 'PETRO' }))).toEqual(['BMFBOVESPA:PETR4']);
    expect(keys(filterAssets(all, { exchanges: 'NASDAQ', search: '  gold ' }))).toEqual(['COMEX:GC1!']);
  });
});
