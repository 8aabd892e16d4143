import { formatMoveAtr, formatMovePct, priceAxisRange } from '../../../src/features/chart/model/chart-format';

describe('chart formatting', () => {
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
