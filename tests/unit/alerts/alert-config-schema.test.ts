import { describe, expect, it } from '@jest/globals';
import { alertConfigSchema, firstAlertError, NO_RULES_MESSAGE, ruleSchema } from '@agulhadas/domain/alerts';

function errorOf(input: unknown): string {
  const result = alertConfigSchema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return firstAlertError(result.error);
}

describe('alertConfig schema', () => {
  it('applies defaults and derives config from the rules', () => {
    const parsed = alertConfigSchema.parse({
      rules: [
        { name: 'agulhada', value: 1 },
        { name: 'TendenciaAcelerante', value: true },
      ],
      config: { Trix: true },
    });
    expect(parsed).toEqual({
      message: '',
      rules: [
        { name: 'agulhada', value: 1 },
        { name: 'TendenciaAcelerante', value: true },
      ],
      active: true,
      frequency: 'tf',
      closeOnly: false,
      preCloseMinutes: null,
      config: { agulhada: true, TendenciaAcelerante: true },
    });
  });

  it('keeps id, message, active and frequency', () => {
    const parsed = alertConfigSchema.parse({
      id: 'x1',
      message: ' Olha a PETR4 ',
      active: false,
      frequency: 'once',
      rules: [{ name: 'Kick', value: 0 }],
    });
    expect(parsed).toMatchObject({ id: 'x1', message: 'Olha a PETR4', active: false, frequency: 'once' });
  });

  it('needs at least one rule', () => {
    expect(errorOf({ rules: [] })).toBe(NO_RULES_MESSAGE);
    expect(errorOf({})).toBe('O alerta precisa de pelo menos uma regra.');
  });

  it('refuses a rule type twice', () => {
    const result = alertConfigSchema.safeParse({
      rules: [
        { name: 'Tendencia', value: 1 },
        { name: 'agulhada', value: 1 },
        { name: 'Tendencia', value: -1 },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['rules', 2, 'name'],
        message: 'A regra Tendência só pode aparecer uma vez no alerta.',
      }),
    ]);
  });

  it.each([
    [{ name: 'Tendencia', value: 2 }, 'Valor inválido para a regra Tendência.'],
    [{ name: 'Alerta', value: 0 }, 'Valor inválido para a regra Alerta.'],
    [{ name: 'TendenciaAcelerante', value: 1 }, 'Valor inválido para a regra Tendência acelerante.'],
    [{ name: 'BollingerMudou', value: 0 }, 'Valor inválido para a regra Bollinger mudou.'],
    [{ name: 'agulhada', value: '1' }, 'Valor inválido para a regra Agulhada.'],
    [{ name: 'Agulhada', value: 1 }, 'Tipo de regra desconhecido.'],
  ])('refuses %j', (rule, message) => {
    expect(errorOf({ rules: [rule] })).toBe(message);
  });

  it('refuses a bad frequency and a too long message', () => {
    expect(errorOf({ rules: [{ name: 'Kick', value: 1 }], frequency: '60' })).toBe('Frequência inválida.');
    expect(errorOf({ rules: [{ name: 'Kick', value: 1 }], message: 'x'.repeat(201) })).toBe(
      'A mensagem pode ter no máximo 200 caracteres.',
    );
  });

  it('accepts every allowed value of every rule', () => {
    const allowed = [
      ['Tendencia', [1, -1, 0]],
      ['TendenciaAcelerante', [true, false]],
      ['TendenciaExistente', [true, false]],
      ['TendenciaEntrante', [1, 0]],
      ['Kick', [1, 0]],
      ['agulhada', [1, -1, 0]],
      ['Alerta', [1, -1]],
      ['Confirmacao', [1, -1]],
      ['PontoFalso', [1, -1, 0]],
      ['Bollinger', [1, -1, 0]],
      ['BollingerMudou', [1, -1]],
      ['Stochastic', [1, -1]],
      ['Trix', [1, -1]],
    ] as const;
    for (const [name, values] of allowed)
      for (const value of values) expect(ruleSchema.safeParse({ name, value }).success).toBe(true);
  });
});
