import { describe, expect, it } from '@jest/globals';
import { loadUniverse } from '../../../api/src/seed/universe/index';
import type { AssetListItem } from '@agulhadas/domain/asset';
import { decodeAssetList, encodeAssetList } from '@agulhadas/domain/asset-list-wire';
import { buildChart, PRICE_LINES } from '@agulhadas/domain/chart';
import { computeSnapshots } from '@agulhadas/domain/indicators/batch-snapshots';
import { formatPrice, formatPriceWith, priceDigits } from '@agulhadas/domain/presentation/format';
import { wireNumber } from '@agulhadas/domain/presentation/wire-precision';
import { significantDecimals, tickDecimals } from '@agulhadas/domain/price-tick';
import { REALTIME_PRICE_SIGNIFICANT_DIGITS } from '@agulhadas/domain/realtime/protocol';
import { reading } from '../../support/fixtures';
import { loadSp500Candles } from '../../support/sp500-candles';

const EURUSD = { asset: 'FX_IDC:EURUSD', assetType: 'forex' };
const USDJPY = { asset: 'FX_IDC:USDJPY', assetType: 'forex' };
const PETR4 = { asset: 'BMFBOVESPA:PETR4', assetType: 'stock' };
const PEPE = { asset: 'BINANCE:PEPEUSDT', assetType: 'crypto' };
const BTC = { asset: 'BINANCE:BTCUSDT', assetType: 'crypto' };

/** Digits a text shows from its first non-zero one: '0,000014200' → 5. */
const significantShown = (text: string) => text.replace(/\D/g, '').replace(/^0+/, '').length;

describe('the price digits of an asset', () => {
  it('shows each market with its tick: forex five decimals, yen pairs three, B3 two, crypto five significant digits', () => {
    expect(formatPrice(1.08123, EURUSD)).toBe('1,08123');
    expect(formatPrice(1.08, EURUSD)).toBe('1,08000');
    expect(formatPrice(151.234, USDJPY)).toBe('151,234');
    expect(formatPrice(1400.123, { asset: 'FX_IDC:USDKRW', assetType: 'forex' })).toBe('1.400,123');
    expect(formatPrice(38.45, PETR4)).toBe('38,45');
    expect(formatPrice(97123.45, BTC)).toBe('97.123,45');
    expect(formatPrice(0.0000142, PEPE)).toBe('0,000014200');
    expect(significantShown(formatPrice(0.0000142, PEPE))).toBeGreaterThanOrEqual(5);
    expect(formatPrice(0.00001423, PEPE)).not.toBe(formatPrice(0.00001424, PEPE));
    expect(formatPrice(null, EURUSD)).toBe('—');
  });

  it('never shows fewer decimals than real-time prices always did: 4 under 1, else 2', () => {
    expect(formatPrice(0.5, PETR4)).toBe('0,5000');
    expect(formatPrice(5123.4, { asset: 'OANDA:SPX500USD', assetType: 'index' })).toBe('5.123,40');
    expect(formatPrice(3300.1, { asset: 'OANDA:XAUUSD', assetType: 'commodity' })).toBe('3.300,10');
    expect(formatPrice(4.6123, { asset: 'OANDA:XCUUSD', assetType: 'commodity' })).toBe('4,6123');
  });

  it('without a known type: the floor, up to five significant digits, no trailing zeros it cannot vouch for', () => {
    const unknown = { asset: 'MEUS:XPTO' };
    expect(formatPrice(38.46, unknown)).toBe('38,46');
    expect(formatPrice(38.456, unknown)).toBe('38,456');
    expect(formatPrice(0.5, unknown)).toBe('0,5000');
    expect(formatPrice(1.0837, unknown)).toBe('1,0837');
    expect(formatPrice(0.00001234, unknown)).toBe('0,00001234');
    expect(formatPrice(88123.4, unknown)).toBe('88.123,40');
  });

  it('gives every asset of the universe a tick, yen pairs three decimals, and at least the floor at its price level', () => {
    const universe = loadUniverse();
    expect(universe.filter((asset) => tickDecimals(asset, asset.referencePrice) === null)).toEqual([]);
    const yen = universe.filter((asset) => asset.assetType === 'forex' && asset.symbol.endsWith('JPY'));
    expect(yen.length).toBeGreaterThan(3);
    for (const asset of yen) expect(tickDecimals(asset, asset.referencePrice)).toBe(3);
    for (const asset of universe) {
      const digits = priceDigits(asset, asset.referencePrice);
      expect(digits.min).toBe(digits.max);
      expect(digits.min).toBeGreaterThanOrEqual(asset.referencePrice < 1 ? 4 : 2);
    }
  });

  it('counts significant decimals by magnitude', () => {
    expect([97123, 1.08, 0.0000142, 1000, 0].map(significantDecimals)).toEqual([0, 4, 9, 1, 0]);
  });
});

describe('the wires keep every digit a screen shows', () => {
  const onTick = (value: number, decimals: number) => Number(value.toFixed(decimals));

  it('the asset list (full and compact) sends prices exactly', () => {
    const prices: [typeof EURUSD, number][] = [
      [EURUSD, 1.08123],
      [USDJPY, 151.234],
      [PEPE, 0.0000142],
      [BTC, 97123.45],
    ];
    const items = prices.map(([asset, preco]): AssetListItem => {
      const [exchange, symbol] = asset.asset.split(':');
      return {
        _id: asset.asset,
        asset: asset.asset,
        symbol,
        nome: symbol,
        assetType: asset.assetType,
        assetPrefix: exchange,
        free: true,
        locked: false,
        delayed: false,
        preco,
        lastUpdate: '2026-11-24T15:00:00.000Z',
        timeFrames: ['D'],
        readings: { D: reading('D', { preco }) },
      };
    });
    const compact = decodeAssetList(JSON.parse(JSON.stringify(encodeAssetList(items))));
    const full = JSON.parse(JSON.stringify(items, wireNumber)) as AssetListItem[];
    items.forEach((item, i) => {
      const shown = formatPrice(item.preco, item);
      expect([formatPrice(compact[i].preco, compact[i]), formatPrice(full[i].preco, full[i])]).toEqual([shown, shown]);
      expect(formatPrice(full[i].readings.D!.preco, item)).toBe(shown);
    });
  });

  it('the chart sends the averages and bands with the decimals its legend shows (five significant digits would not)', () => {
    // A real market's daily candles at EURUSD's level, on its tick.
    const candles = loadSp500Candles()
      .slice(0, 300)
      .map(({ time, open, high, low, close }) => ({
        time,
        open: onTick(open / 1200, 5),
        high: onTick(high / 1200, 5),
        low: onTick(low / 1200, 5),
        close: onTick(close / 1200, 5),
      }));
    const chart = buildChart(EURUSD, 'D', candles, true);
    expect(chart.priceDigits).toEqual({ min: 5, max: 5 });
    const exact = computeSnapshots(candles);
    let differing = 0;
    for (const line of PRICE_LINES) {
      exact.forEach((snapshot, i) => {
        if (!Number.isFinite(snapshot[line])) return;
        expect(formatPriceWith(chart.lines[line][i], chart.priceDigits)).toBe(
          formatPriceWith(snapshot[line], chart.priceDigits),
        );
        if (
          formatPriceWith(Number(snapshot[line].toPrecision(5)), chart.priceDigits) !==
          formatPriceWith(snapshot[line], chart.priceDigits)
        )
          differing += 1;
      });
    }
    // The old five-significant-digit wire would have shown most of them wrong.
    expect(differing).toBeGreaterThan(1000);
  });

  it('real-time prices keep every decimal of the tick at each universe asset’s price level', () => {
    for (const asset of loadUniverse()) {
      const decimals = tickDecimals(asset, asset.referencePrice) ?? 2;
      // The largest price on the tick at this level (999… before the next power of ten).
      const top = onTick(10 ** Math.ceil(Math.log10(asset.referencePrice * 1.0001)) - 10 ** -decimals, decimals);
      expect([asset.asset, Number(top.toPrecision(REALTIME_PRICE_SIGNIFICANT_DIGITS))]).toEqual([asset.asset, top]);
    }
  });
});
