import { describe, expect, it } from '@jest/globals';
import { alertMessage, alertTitle, findTemplate, formatPrice } from '../../../src/domain/alerts';
import { alert, reading } from './fixtures';

// Intl output uses plain spaces/dots here; normalise NBSP in case the ICU build differs.
const plain = (text: string): string => text.replace(/\u00a0/g, ' ');

describe('alertMessage', () => {
  it("uses the template's title when the alert has no message", () => {
    const rules = findTemplate('agulhadaCompra')!.rules;
    expect(alertMessage('BMFBOVESPA:PETR4', 'D', alert({ rules }), reading({ preco: 38.42 }))).toBe('PETR4 (D): Agulhada de compra — preço 38,42');
  });

  it("uses the user's own message", () => {
    expect(alertMessage('NASDAQ:AAPL', '60', alert({ message: 'Hora de olhar a Apple' }), reading({ preco: 1234.5 }))).toBe(
      'AAPL (H): Hora de olhar a Apple — preço 1.234,50',
    );
  });

  it('spells the rules out when it matches no template', () => {
    const rules = [
      { name: 'Tendencia', value: -1 },
      { name: 'Bollinger', value: 1 },
    ] as const;
    expect(alertTitle(alert({ rules: [...rules] }))).toBe('Tendência: Venda, Bollinger: Abertas');
  });

  it('formats prices the Brazilian way', () => {
    expect(plain(formatPrice(38.42))).toBe('38,42');
    expect(plain(formatPrice(38))).toBe('38,00');
    expect(plain(formatPrice(1.08534))).toBe('1,0853');
    expect(plain(formatPrice(98765.4321))).toBe('98.765,43');
  });
});
