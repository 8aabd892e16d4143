import { lastSignalsLabel, signalLabel } from '@agulhadas/domain/chart';

describe('signal labels', () => {
  it('names each mark as the cards do; ponto falso −1 is the false buy', () => {
    expect(signalLabel('agulhado', 1)).toBe('Agulhada de compra');
    expect(signalLabel('confirmacao', -1)).toBe('Confirmação de venda');
    expect(signalLabel('pontofalso', -1)).toBe('Ponto falso de compra');
    expect(signalLabel('pontofalso', 1)).toBe('Ponto falso de venda');
  });

  it('says how many signals a summary covers, with the right gender and number', () => {
    expect(lastSignalsLabel('agulhado', 1, 1)).toBe('última agulhada de compra');
    expect(lastSignalsLabel('agulhado', -1, 4)).toBe('últimas 4 agulhadas de venda');
    expect(lastSignalsLabel('alerta', 1, 1)).toBe('último alerta de compra');
    expect(lastSignalsLabel('pontofalso', -1, 2)).toBe('últimos 2 pontos falsos de compra');
    expect(lastSignalsLabel('confirmacao', 1, 3)).toBe('últimas 3 confirmações de compra');
  });
});
