import { axisTickLabel, candleDateLabel, formatMoveAtr, formatMovePct, priceAxisRange } from '../../../src/features/chart/model/chart-format';

describe('chart formatting', () => {
  it('dates daily candles by their market day and intraday ones on Brasília’s clock', () => {
    expect(candleDateLabel(Date.UTC(2008, 2, 12), 'D')).toBe('12/03/2008');
    expect(candleDateLabel(Date.UTC(2026, 10, 24, 17, 15), '15')).toBe('24/11/2026, 14:15');
    expect(axisTickLabel(Date.UTC(2026, 10, 24, 17, 15), '60', 'other')).toBe('14:15');
    expect(axisTickLabel(Date.UTC(2026, 10, 24, 17, 15), '60', 'day')).toBe('24/11');
    expect(axisTickLabel(Date.UTC(2027, 0, 1, 12), '15', 'year')).toBe('01/01');
    expect(axisTickLabel(Date.UTC(2008, 2, 12), 'W', 'day')).toBe('12/03');
    // A forex day or week opens at 17:00 New York the evening before its trading date (22:00 or 21:00 UTC).
    expect(candleDateLabel(Date.UTC(2026, 10, 22, 22), 'D')).toBe('23/11/2026');
    expect(candleDateLabel(Date.UTC(2026, 6, 12, 21), 'W')).toBe('13/07/2026');
    expect(axisTickLabel(Date.UTC(2026, 10, 22, 22), 'D', 'day')).toBe('23/11');
  });

  it('daily and weekly axes say the year where it changes', () => {
    expect(axisTickLabel(Date.UTC(2009, 0, 2), 'D', 'year')).toBe('2009');
    expect(axisTickLabel(Date.UTC(2009, 0, 5), 'W', 'year')).toBe('2009');
    expect(axisTickLabel(Date.UTC(2009, 0, 2), 'D', 'day')).toBe('02/01');
  });

  it('keeps the price axis at zero or above, with margins around what it shows', () => {
    expect(priceAxisRange(-0.4, 3)).toEqual({ minValue: 0, maxValue: 3.68 });
    expect(priceAxisRange(0.01, 1)).toEqual({ minValue: 0, maxValue: 1.198 });
    const { minValue, maxValue } = priceAxisRange(100, 110);
    expect(minValue).toBeCloseTo(99, 9);
    expect(maxValue).toBeCloseTo(112, 9);
  });

  it('writes moves in % and ATRs the Brazilian way, signed when they can be negative', () => {
    expect(formatMovePct(2.345)).toBe('+2,3 %');
    expect(formatMovePct(-0.84)).toBe('−0,8 %');
    expect(formatMovePct(0)).toBe('0,0 %');
    expect(formatMovePct(4.06, false)).toBe('4,1 %');
    expect(formatMovePct(null)).toBe('—');
    expect(formatMoveAtr(1.15)).toBe('1,2 ATR');
    expect(formatMoveAtr(-0.449)).toBe('−0,4 ATR');
    expect(formatMoveAtr(null)).toBe('—');
  });
});
