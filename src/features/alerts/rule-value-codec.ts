import { RULE_VALUE_OPTIONS } from '@agulhadas/domain/alerts/rule-labels';
import type { Rule } from '@agulhadas/domain/alerts/rule-schema';
import type { RuleName } from '@agulhadas/domain/alerts/rule-types';

export type RuleValueOption = { value: Rule['value']; label: string };

export const valueOptions = (name: RuleName): ReadonlyArray<RuleValueOption> =>
  RULE_VALUE_OPTIONS[name] as ReadonlyArray<RuleValueOption>;

/** Select values are strings; rule values are numbers or booleans. */
export const encodeRuleValue = (value: Rule['value']) => JSON.stringify(value);

export const decodeRuleValue = (name: RuleName, text: string): Rule['value'] =>
  valueOptions(name).find((option) => encodeRuleValue(option.value) === text)?.value ?? valueOptions(name)[0]!.value;

/** The first value offered for a rule type, encoded: what the value select shows once the type is picked. */
export const firstEncodedValue = (name: RuleName | '') => (name ? encodeRuleValue(valueOptions(name)[0]!.value) : '');
