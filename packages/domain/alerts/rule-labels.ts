import type { Rule, RuleName, RuleValue } from './rule-types';

/** Portuguese names of the rule types, as the alert editor shows them. */
export const RULE_LABELS: Record<RuleName, string> = {
  Tendencia: 'Tendência',
  TendenciaAcelerante: 'Tendência acelerante',
  TendenciaExistente: 'Tendência existente',
  TendenciaEntrante: 'Tendência entrante',
  Kick: 'Kick (virada do ADX)',
  agulhada: 'Agulhada',
  Alerta: 'Alerta',
  Confirmacao: 'Confirmação',
  PontoFalso: 'Ponto falso',
  Bollinger: 'Bollinger',
  BollingerMudou: 'Bollinger mudou',
  Stochastic: 'Estocástico',
  Trix: 'Trix',
};

export interface RuleValueOption<N extends RuleName> {
  value: RuleValue<N>;
  label: string;
}

const YES_NO = [
  { value: true, label: 'Sim' },
  { value: false, label: 'Não' },
] as const;
const ONE_ZERO = [
  { value: 1, label: 'Sim' },
  { value: 0, label: 'Não' },
] as const;
const BUY_SELL = [
  { value: 1, label: 'Compra' },
  { value: -1, label: 'Venda' },
] as const;

/** The choices of each rule type, buy before sell, for the editor's select. */
export const RULE_VALUE_OPTIONS: { [N in RuleName]: ReadonlyArray<RuleValueOption<N>> } = {
  Tendencia: [...BUY_SELL, { value: 0, label: 'Sem tendência' }],
  TendenciaAcelerante: YES_NO,
  TendenciaExistente: YES_NO,
  TendenciaEntrante: ONE_ZERO,
  Kick: ONE_ZERO,
  agulhada: [...BUY_SELL, { value: 0, label: 'Sem agulhada' }],
  Alerta: BUY_SELL,
  Confirmacao: BUY_SELL,
  // The reading's pontofalso is -1 for a false buy point and 1 for a false sell point.
  PontoFalso: [
    { value: 1, label: 'Ponto falso de venda' },
    { value: -1, label: 'Ponto falso de compra' },
    { value: 0, label: 'Sem ponto falso' },
  ],
  Bollinger: [
    { value: 1, label: 'Abertas' },
    { value: -1, label: 'Fechadas' },
    { value: 0, label: 'Paralelas' },
  ],
  BollingerMudou: [
    { value: 1, label: 'Abriu' },
    { value: -1, label: 'Fechou' },
  ],
  Stochastic: BUY_SELL,
  Trix: BUY_SELL,
};

export function ruleValueLabel(rule: Rule): string {
  const options: ReadonlyArray<{ value: RuleValue; label: string }> = RULE_VALUE_OPTIONS[rule.name];
  return options.find((option) => option.value === rule.value)?.label ?? String(rule.value);
}

/** 'Tendência: Compra' — how one rule reads in lists and in notifications without a custom message. */
export function describeRule(rule: Rule): string {
  return `${RULE_LABELS[rule.name]}: ${ruleValueLabel(rule)}`;
}
