import { describe, expect, it } from '@jest/globals';
import {
  NO_BREAK_SPACE,
  fallbackPriceCents,
  formatAmount,
  formatBrl,
  formatBrlPlainSpace,
  formatPlanPrice,
} from '@agulhadas/domain/plans/price-format';

describe('price formatting', () => {
  it('uses Intl with a no-break space after R$', () => {
    expect(formatBrl(7500)).toBe(`R$${NO_BREAK_SPACE}75,00`);
    expect(formatBrl(7500)).toBe(new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(75));
  });

  it('offers the ordinary-space reading the copy is written in', () => {
    expect(formatBrlPlainSpace(7500)).toBe('R$ 75,00');
    expect(formatBrlPlainSpace(150000)).toBe('R$ 1.500,00');
    expect(formatBrlPlainSpace(38250)).toBe('R$ 382,50');
    expect(formatBrlPlainSpace(1)).toBe('R$ 0,01');
  });

  it('formats the bare amount', () => {
    expect(formatAmount(720000)).toBe('7.200,00');
    expect(formatAmount(7500)).toBe('75,00');
  });

  it('falls back to 200,00, or 75,00 for basico_m', () => {
    expect(fallbackPriceCents('vip_m')).toBe(20000);
    expect(fallbackPriceCents(undefined)).toBe(20000);
    expect(fallbackPriceCents('basico_m')).toBe(7500);
    expect(formatPlanPrice('basico_m', undefined)).toBe(`R$${NO_BREAK_SPACE}75,00`);
    expect(formatPlanPrice('assinante_m', null)).toBe(`R$${NO_BREAK_SPACE}200,00`);
    expect(formatPlanPrice('assinante_m', Number.NaN)).toBe(`R$${NO_BREAK_SPACE}200,00`);
    expect(formatPlanPrice('assinante_m', 15000)).toBe(`R$${NO_BREAK_SPACE}150,00`);
  });
});
