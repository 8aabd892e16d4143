import type { Rule } from './rule-schema';
import type { RuleName } from './rule-types';

/**
 * An alert's `config`: which rule types it uses, e.g. `{ Tendencia: true, agulhada: true }`. Kept because the
 * stored alerts and the legacy editor carry it; it is always derived from `rules`, never trusted
 * on its own, and holds no values — those live in `rules`.
 */
export type RuleFlags = Partial<Record<RuleName, boolean>>;

export function ruleFlagsFromRules(rules: readonly Rule[]): RuleFlags {
  const flags: RuleFlags = {};
  for (const rule of rules) flags[rule.name] = true;
  return flags;
}
