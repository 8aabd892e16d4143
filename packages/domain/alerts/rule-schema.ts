import { z } from '../validation/zod';
import { RULE_LABELS } from './rule-labels';
import { RULE_VALUES, type Rule, type RuleName } from './rule-types';

/** One `{ name, value }` rule whose value must be one of the values RULE_VALUES allows for that name. */
function ruleOf<const N extends RuleName>(name: N) {
  return z.object({
    name: z.literal(name),
    value: z.literal(RULE_VALUES[name], { error: `Valor inválido para a regra ${RULE_LABELS[name]}.` }),
  });
}

export const ruleSchema = z.discriminatedUnion(
  'name',
  [
    ruleOf('Tendencia'),
    ruleOf('TendenciaAcelerante'),
    ruleOf('TendenciaExistente'),
    ruleOf('TendenciaEntrante'),
    ruleOf('Kick'),
    ruleOf('agulhada'),
    ruleOf('Alerta'),
    ruleOf('Confirmacao'),
    ruleOf('PontoFalso'),
    ruleOf('Bollinger'),
    ruleOf('BollingerMudou'),
    ruleOf('Stochastic'),
    ruleOf('Trix'),
  ],
  { error: 'Tipo de regra desconhecido.' },
);

export type { Rule } from './rule-types';
/** The rule of one given type, e.g. `RuleOf<'Tendencia'>` = `{ name: 'Tendencia'; value: 1 | -1 | 0 }`. */
export type RuleOf<N extends RuleName> = Extract<Rule, { name: N }>;
