import { describe, expect, it } from '@jest/globals';
import { loadUniverse } from '../../api/src/seed/universe/index';
import { FREE_ASSETS } from '../../api/src/seed/universe/free';
import { ASSET_TYPES, CATEGORIES, parseExchanges } from '@agulhadas/domain/categories';

const universe = loadUniverse();

describe('seed asset universe', () => {
  it('has at least 1250 unique EXCHANGE:SYMBOL keys', () => {
    const keys = new Set(universe.map((item) => item.asset));
    expect(keys.size).toBe(universe.length);
    expect(keys.size).toBeGreaterThanOrEqual(1250);
  });

  it('keys are EXCHANGE:SYMBOL and no symbol repeats within an exchange', () => {
    expect(universe.filter((item) => item.asset !== `${item.exchange}:${item.symbol}`)).toEqual([]);
    const seen = new Set<string>();
    const repeated: string[] = [];
    for (const item of universe) {
      const key = `${item.exchange}|${item.symbol}`;
      if (seen.has(key)) repeated.push(item.asset);
      seen.add(key);
    }
    expect(repeated).toEqual([]);
  });

  it.each(CATEGORIES.map((category) => [category.label, category] as const))(
    'category %s is non-empty',
    (_label, category) => {
      const exchanges = parseExchanges(category.exchanges);
      const items = universe.filter(
        (item) => item.assetType === category.assetType && exchanges.includes(item.exchange),
      );
      expect(items.length).toBeGreaterThan(0);
      // Multi-exchange categories use every one of their exchanges.
      for (const exchange of exchanges) expect(items.some((item) => item.exchange === exchange)).toBe(true);
    },
  );

  it('every asset belongs to exactly one category', () => {
    const misplaced = universe.filter(
      (item) =>
        CATEGORIES.filter(
          (category) =>
            category.assetType === item.assetType && parseExchanges(category.exchanges).includes(item.exchange),
        ).length !== 1,
    );
    expect(misplaced).toEqual([]);
  });

  it('marks at least 45 liquid assets as free, spread over the categories, all of them known', () => {
    const free = universe.filter((item) => item.free);
    expect(free.length).toBeGreaterThanOrEqual(45);
    expect(free).toHaveLength(new Set(FREE_ASSETS).size);
    const keys = new Set(universe.map((item) => item.asset));
    for (const key of FREE_ASSETS) expect(keys.has(key)).toBe(true);
    for (const key of [
      'BMFBOVESPA:PETR4',
      'BMFBOVESPA:WIN1!',
      'NASDAQ:AAPL',
      'AMEX:SPY',
      'FX_IDC:EURUSD',
      'BINANCE:BTCUSDT',
      'OANDA:XAUUSD',
    ]) {
      expect(free.some((item) => item.asset === key)).toBe(true);
    }
    const categoriesWithFree = CATEGORIES.filter((category) =>
      free.some(
        (item) => item.assetType === category.assetType && parseExchanges(category.exchanges).includes(item.exchange),
      ),
    );
    expect(categoriesWithFree).toHaveLength(CATEGORIES.length);
  });

  it('has non-empty names, known asset types and positive reference prices', () => {
    const invalid = universe.filter(
      (item) =>
        !item.symbol.trim() ||
        !item.nome.trim() ||
        !(ASSET_TYPES as readonly string[]).includes(item.assetType) ||
        !Number.isFinite(item.referencePrice) ||
        item.referencePrice <= 0,
    );
    expect(invalid).toEqual([]);
  });

  it('crypto pairs carry base and quote assets that spell the symbol', () => {
    const crypto = universe.filter((item) => item.assetType === 'crypto');
    expect(crypto.length).toBeGreaterThan(0);
    expect(
      crypto.filter(
        (item) => !item.baseAsset || !item.quoteAsset || `${item.baseAsset}${item.quoteAsset}` !== item.symbol,
      ),
    ).toEqual([]);
    const btc = crypto.find((item) => item.symbol === 'BTCUSDT');
    expect(btc).toMatchObject({ baseAsset: 'BTC', quoteAsset: 'USDT' });
  });

  it('returns a fresh array on every call', () => {
    const first = loadUniverse();
    first.pop();
    expect(loadUniverse()).toHaveLength(universe.length);
  });
});
