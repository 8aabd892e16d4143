import { sourceOf } from '@agulhadas/domain/market-source';

describe('source symbols (packages/domain/market-source.ts)', () => {
  it('spells pairs and commodities the way Twelve Data does', () => {
    expect(sourceOf({ exchange: 'FX_IDC', symbol: 'EURUSD', assetType: 'forex' })).toEqual({
      source: 'twelvedata',
      sourceSymbol: 'EUR/USD',
    });
    expect(sourceOf({ exchange: 'OANDA', symbol: 'XAUUSD', assetType: 'commodity' })).toEqual({
      source: 'twelvedata',
      sourceSymbol: 'XAU/USD',
    });
    expect(sourceOf({ exchange: 'OANDA', symbol: 'WTICOUSD', assetType: 'commodity' })).toEqual({
      source: 'twelvedata',
      sourceSymbol: 'WTI/USD',
    });
    expect(sourceOf({ exchange: 'OANDA', symbol: 'BCOUSD', assetType: 'commodity' })).toEqual({
      source: 'twelvedata',
      sourceSymbol: 'XBR/USD',
    });
  });

  it('reports a commodity without a known provider symbol instead of guessing', () => {
    expect(sourceOf({ exchange: 'OANDA', symbol: 'CORNUSD', assetType: 'commodity' })).toBeNull();
  });

  it('joins Binance pairs from their base and quote', () => {
    expect(
      sourceOf({ exchange: 'BINANCE', symbol: 'BTCUSDT', assetType: 'crypto', baseAsset: 'BTC', quoteAsset: 'USDT' }),
    ).toEqual({
      source: 'binance',
      sourceSymbol: 'BTCUSDT',
    });
  });
});
