import { isAdPosition, withAdSlots } from '../../../src/features/assets/model/ad-slots';
import { chartUrl, isValidLayoutUrl, logoPath } from '../../../src/lib/chart-link';
import { formatCaptureTime, formatPrice } from '@agulhadas/domain/presentation/format';

describe('card formatting and links', () => {
  it('formats capture time on the São Paulo clock in pt-BR', () => {
    expect(formatCaptureTime('2026-11-20T15:30:00.000Z')).toBe('20/11, 12:30');
    expect(formatCaptureTime(null)).toBe('—');
  });

  it('formats prices in pt-BR, with more decimals under 1', () => {
    expect(formatPrice(1234.5, { asset: 'NASDAQ:AAPL', assetType: 'stock' })).toBe('1.234,50');
    expect(formatPrice(0.12345, { asset: 'BINANCE:XYZUSDT', assetType: 'crypto' })).toBe('0,12345');
    expect(formatPrice(null, { asset: 'NASDAQ:AAPL', assetType: 'stock' })).toBe('—');
  });

  it('builds chart links with symbol and interval, on a valid own layout only', () => {
    expect(chartUrl('BMFBOVESPA:PETR4', 'D')).toBe(
      'https://www.tradingview.com/chart/?symbol=BMFBOVESPA:PETR4&interval=D',
    );
    expect(chartUrl('FX_IDC:EURUSD', '60', 'https://www.tradingview.com/chart/AbC123/')).toBe(
      'https://www.tradingview.com/chart/AbC123/?symbol=FX_IDC:EURUSD&interval=60',
    );
    expect(chartUrl('B:X', '15', 'javascript:alert(1)')).toBe(
      'https://www.tradingview.com/chart/?symbol=B:X&interval=15',
    );
    expect(isValidLayoutUrl('https://evil.example/chart/')).toBe(false);
  });

  it('logo path replaces the colon', () => {
    expect(logoPath('BMFBOVESPA:PETR4')).toBe('/logo/symbols/BMFBOVESPA-PETR4.svg');
  });

  it('ads land on positions 3, 8, 13, 18…', () => {
    expect([0, 1, 2, 3, 4, 8, 13, 18, 19].map(isAdPosition)).toEqual([
      false,
      false,
      false,
      true,
      false,
      true,
      true,
      true,
      false,
    ]);
    const entries = withAdSlots(
      Array.from({ length: 20 }, (_, i) => i),
      true,
    );
    const adIndexes = entries.flatMap((entry, index) => (entry.kind === 'ad' ? [index] : []));
    expect(adIndexes).toEqual([3, 8, 13, 18, 23]);
    expect(entries.filter((entry) => entry.kind === 'item')).toHaveLength(20);
    expect(withAdSlots([1, 2, 3, 4], false).every((entry) => entry.kind === 'item')).toBe(true);
  });
});
