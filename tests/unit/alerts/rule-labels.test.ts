import { describe, expect, it } from '@jest/globals';
import {
  describeRule,
  RULE_LABELS,
  RULE_NAMES,
  RULE_VALUE_OPTIONS,
  RULE_VALUES,
  ruleValueLabel,
} from '@agulhadas/domain/alerts';

describe('rule labels', () => {
  it('lists the 13 rule types', () => {
    expect(RULE_NAMES).toEqual([
      'Tendencia',
      'TendenciaAcelerante',
      'TendenciaExistente',
      'TendenciaEntrante',
      'Kick',
      'agulhada',
      'Alerta',
      'Confirmacao',
      'PontoFalso',
      'Bollinger',
      'BollingerMudou',
      'Stochastic',
      'Trix',
    ]);
  });

  it.each(RULE_NAMES)('%s has a label and one option per allowed value', (name) => {
    expect(RULE_LABELS[name]).toBeTruthy();
    const options: ReadonlyArray<{ value: unknown; label: string }> = RULE_VALUE_OPTIONS[name];
    expect(options.map((option) => option.value).sort()).toEqual([...RULE_VALUES[name]].sort());
    for (const option of options) expect(option.label).toBeTruthy();
  });

  it('reads in Portuguese', () => {
    expect(describeRule({ name: 'Tendencia', value: 1 })).toBe('Tendência: Compra');
    expect(describeRule({ name: 'Tendencia', value: -1 })).toBe('Tendência: Venda');
    expect(describeRule({ name: 'Tendencia', value: 0 })).toBe('Tendência: Sem tendência');
    expect(describeRule({ name: 'Bollinger', value: -1 })).toBe('Bollinger: Fechadas');
    expect(describeRule({ name: 'BollingerMudou', value: 1 })).toBe('Bollinger mudou: Abriu');
    expect(ruleValueLabel({ name: 'TendenciaAcelerante', value: false })).toBe('Não');
    expect(ruleValueLabel({ name: 'Stochastic', value: -1 })).toBe('Venda');
  });
});
