/**
 * Rule types of an alert and the values each accepts. Names stay as they are, including the
 * lowercase 'agulhada', because stored alerts and the client already use them.
 */
export const RULE_VALUES = {
  Tendencia: [1, -1, 0],
  TendenciaAcelerante: [true, false],
  TendenciaExistente: [true, false],
  TendenciaEntrante: [1, 0],
  Kick: [1, 0],
  agulhada: [1, -1, 0],
  Alerta: [1, -1],
  Confirmacao: [1, -1],
  PontoFalso: [1, -1, 0],
  /** 1 open, -1 closed, 0 parallel. */
  Bollinger: [1, -1, 0],
  /** 1 opened on this candle, -1 closed on this candle. */
  BollingerMudou: [1, -1],
  Stochastic: [1, -1],
  Trix: [1, -1],
} as const;

export type RuleName = keyof typeof RULE_VALUES;
export type RuleValue<N extends RuleName = RuleName> = (typeof RULE_VALUES)[N][number];

/** One `{ name, value }` rule (what `ruleSchema` in rule-schema.ts accepts). */
export type Rule = { [N in RuleName]: { name: N; value: RuleValue<N> } }[RuleName];

/** Editor order: trend first, then the Didi signals, then Bollinger and the exit hints. */
export const RULE_NAMES = Object.keys(RULE_VALUES) as RuleName[];

export function isRuleName(value: unknown): value is RuleName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(RULE_VALUES, value);
}
