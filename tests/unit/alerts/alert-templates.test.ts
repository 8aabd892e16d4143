import { describe, expect, it } from '@jest/globals';
import {
  ALERT_TEMPLATES,
  alertConfigFromTemplate,
  alertConfigSchema,
  evaluateAlert,
  findTemplate,
  templateForRules,
} from '@agulhadas/domain/alerts';
import { alert, reading } from './fixtures';

describe('alert templates', () => {
  it('is the fixed set, buy and sell', () => {
    expect(ALERT_TEMPLATES.map((t) => t.id)).toEqual([
      'alertaCompra',
      'alertaVenda',
      'agulhadaCompra',
      'agulhadaVenda',
      'agulhadaSantaCompra',
      'agulhadaSantaVenda',
      'soAgulhadaCompra',
      'soAgulhadaVenda',
      'entranteCompra',
      'entranteVenda',
      'saidaCompra',
      'saidaVenda',
      'saidaPeloDidiCompra',
      'saidaPeloDidiVenda',
    ]);
  });

  it.each(ALERT_TEMPLATES.map((t) => [t.id, t] as const))('%s parses with the alertConfig schema', (_id, template) => {
    expect(template.title).toBeTruthy();
    expect(template.description).toBeTruthy();
    const config = alertConfigFromTemplate(template);
    expect(alertConfigSchema.parse(config)).toEqual(config);
  });

  it('have distinct rule sets, so a saved alert maps back to its template', () => {
    for (const template of ALERT_TEMPLATES) {
      expect(templateForRules([...template.rules].reverse())).toBe(template);
    }
    expect(templateForRules([{ name: 'Kick', value: 0 }])).toBeUndefined();
  });

  it('agulhada santa is the agulhada plus Stochastic and Trix', () => {
    const santa = findTemplate('agulhadaSantaCompra')!;
    expect(santa.rules).toEqual([
      ...findTemplate('agulhadaCompra')!.rules,
      { name: 'Stochastic', value: 1 },
      { name: 'Trix', value: 1 },
    ]);
  });

  it('só agulhada is agulhada alone', () => {
    expect(findTemplate('soAgulhadaVenda')!.rules).toEqual([{ name: 'agulhada', value: -1 }]);
  });

  it('saída has 4 signals against the position', () => {
    const exit = findTemplate('saidaCompra')!;
    expect(exit.rules).toHaveLength(4);
    const signals = reading({ mudoutendencia: 1, bollingerStatus: -1, stockStatus: -1, trixStatus: -1 });
    expect(evaluateAlert(alert({ rules: exit.rules }), signals)).toBe(true);
    expect(evaluateAlert(alert({ rules: findTemplate('saidaVenda')!.rules }), signals)).toBe(false);
  });

  it('uses the requested frequency', () => {
    expect(alertConfigFromTemplate(findTemplate('alertaCompra')!, 'once').frequency).toBe('once');
  });
});
