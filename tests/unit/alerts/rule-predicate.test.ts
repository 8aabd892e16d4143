import { describe, expect, it } from '@jest/globals';
import { compileRules, evaluateAlert, readingMask, ruleMatches, rulesMask, type Rule } from '@agulhadas/domain/alerts';
import type { Reading } from '@agulhadas/domain/reading';
import { alert, reading } from './fixtures';

type Case = [rule: Rule, matching: Partial<Reading>, notMatching: Partial<Reading>];

// Every rule type and every allowed value: one reading that satisfies it and one that does not.
const cases: Case[] = [
  [{ name: 'Tendencia', value: 1 }, { temTendencia: 1 }, { temTendencia: -1 }],
  [{ name: 'Tendencia', value: -1 }, { temTendencia: -1 }, { temTendencia: 0 }],
  [{ name: 'Tendencia', value: 0 }, { temTendencia: 0 }, { temTendencia: 1 }],
  [{ name: 'TendenciaAcelerante', value: true }, { tendenciaAcelerante: true }, { tendenciaAcelerante: false }],
  [{ name: 'TendenciaAcelerante', value: false }, { tendenciaAcelerante: false }, { tendenciaAcelerante: true }],
  [{ name: 'TendenciaExistente', value: true }, { temTendencia: -1 }, { temTendencia: 0 }],
  [{ name: 'TendenciaExistente', value: true }, { temTendencia: 1 }, { temTendencia: 0 }],
  [{ name: 'TendenciaExistente', value: false }, { temTendencia: 0 }, { temTendencia: 1 }],
  [{ name: 'TendenciaEntrante', value: 1 }, { tendenciaEntrante: 1 }, { tendenciaEntrante: 0 }],
  [{ name: 'TendenciaEntrante', value: 0 }, { tendenciaEntrante: 0 }, { tendenciaEntrante: 1 }],
  [{ name: 'Kick', value: 1 }, { mudoutendencia: 1 }, { mudoutendencia: 0 }],
  [{ name: 'Kick', value: 0 }, { mudoutendencia: 0 }, { mudoutendencia: 1 }],
  [{ name: 'agulhada', value: 1 }, { agulhado: 1 }, { agulhado: -1 }],
  [{ name: 'agulhada', value: -1 }, { agulhado: -1 }, { agulhado: 0 }],
  [{ name: 'agulhada', value: 0 }, { agulhado: 0 }, { agulhado: 1 }],
  [{ name: 'Alerta', value: 1 }, { alerta: 1 }, { alerta: 0 }],
  [{ name: 'Alerta', value: -1 }, { alerta: -1 }, { alerta: 1 }],
  [{ name: 'Confirmacao', value: 1 }, { confirmacao: 1 }, { confirmacao: -1 }],
  [{ name: 'Confirmacao', value: -1 }, { confirmacao: -1 }, { confirmacao: 0 }],
  [{ name: 'PontoFalso', value: 1 }, { pontofalso: 1 }, { pontofalso: -1 }],
  [{ name: 'PontoFalso', value: -1 }, { pontofalso: -1 }, { pontofalso: 0 }],
  [{ name: 'PontoFalso', value: 0 }, { pontofalso: 0 }, { pontofalso: 1 }],
  [{ name: 'Bollinger', value: 1 }, { bollingerStatus: 1 }, { bollingerStatus: 0 }],
  [{ name: 'Bollinger', value: -1 }, { bollingerStatus: -1 }, { bollingerStatus: 1 }],
  [{ name: 'Bollinger', value: 0 }, { bollingerStatus: 0 }, { bollingerStatus: -1 }],
  [{ name: 'BollingerMudou', value: 1 }, { bbabriu: 1 }, { bbfechou: 1 }],
  [{ name: 'BollingerMudou', value: -1 }, { bbfechou: 1 }, { bbabriu: 1 }],
  [{ name: 'Stochastic', value: 1 }, { stockStatus: 1 }, { stockStatus: -1 }],
  [{ name: 'Stochastic', value: -1 }, { stockStatus: -1 }, { stockStatus: 0 }],
  [{ name: 'Trix', value: 1 }, { trixStatus: 1 }, { trixStatus: 0 }],
  [{ name: 'Trix', value: -1 }, { trixStatus: -1 }, { trixStatus: 1 }],
];

describe('rule → reading mapping', () => {
  it.each(cases)('%j holds on %j and not on %j', (rule, matching, notMatching) => {
    expect(ruleMatches(rule, reading(matching))).toBe(true);
    expect(ruleMatches(rule, reading(notMatching))).toBe(false);
  });
});

describe('evaluateAlert: all rules must hold', () => {
  const rules: Rule[] = [
    { name: 'agulhada', value: 1 },
    { name: 'Tendencia', value: 1 },
    { name: 'Bollinger', value: 1 },
  ];
  const all = { agulhado: 1, temTendencia: 1, bollingerStatus: 1 } as const;

  it('matches when every rule holds', () => {
    expect(evaluateAlert(alert({ rules }), reading(all))).toBe(true);
  });

  it.each([{ agulhado: 0 }, { temTendencia: -1 }, { bollingerStatus: 0 }] as const)(
    'fails when one rule does not hold (%j)',
    (miss) => {
      expect(evaluateAlert(alert({ rules }), reading({ ...all, ...miss }))).toBe(false);
    },
  );

  it('compiled predicates of 1, 2 and many rules agree with the rule-by-rule check', () => {
    const readings = [reading(all), reading({ ...all, agulhado: -1 }), reading()];
    for (const count of [1, 2, 3]) {
      const predicate = compileRules(rules.slice(0, count));
      for (const r of readings) expect(predicate(r)).toBe(rules.slice(0, count).every((rule) => ruleMatches(rule, r)));
    }
  });

  it('an alert without rules never matches', () => {
    expect(evaluateAlert(alert({ rules: [] }), reading())).toBe(false);
  });
});

describe('bitmask form used by the index', () => {
  // Exhaustive over single rules and pairs: the mask subset test must agree with the rule-by-rule check.
  const readings = cases.flatMap(([, matching, notMatching]) => [reading(matching), reading(notMatching)]);
  const rules = cases.map(([rule]) => rule);

  it('agrees with the predicates for every rule and every pair of rules', () => {
    const disagreements: Rule[][] = [];
    for (const a of rules) {
      for (const b of [undefined, ...rules]) {
        const set = b ? [a, b] : [a];
        const mask = rulesMask(set);
        for (const r of readings)
          if (((readingMask(r) & mask) === mask) !== compileRules(set)(r)) disagreements.push(set);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('an empty rule list never matches', () => {
    const mask = rulesMask([]);
    expect((readingMask(reading()) & mask) === mask).toBe(false);
  });
});
