import { RULE_LABELS, describeRule } from '@agulhadas/domain/alerts/rule-labels';
import type { RuleName } from '@agulhadas/domain/alerts/rule-types';
import { encodeRuleValue, valueOptions } from './rule-value-codec';
import type { AlertFormState } from './use-alert-form';

/** The alert's rules, each removable, and the picker that adds a rule of a type not used yet. */
export function AlertRulesFieldset({ form }: { form: AlertFormState }) {
  const { rules, unused, pendingName, pendingValue } = form;
  return (
    <fieldset className="alert-rules">
      <legend>Regras</legend>
      {rules.length === 0 ? (
        <p className="muted">Nenhuma regra ainda.</p>
      ) : (
        <ul>
          {rules.map((rule) => (
            <li key={rule.name} data-rule={rule.name}>
              <span>{describeRule(rule)}</span>
              <button
                type="button"
                className="link"
                aria-label={`Remover regra ${RULE_LABELS[rule.name]}`}
                onClick={() => form.removeRule(rule.name)}
              >
                Remover
              </button>
            </li>
          ))}
        </ul>
      )}
      {unused.length > 0 && (
        <div className="rule-picker">
          <label className="field">
            Tipo de regra
            <select value={pendingName} onChange={(event) => form.pickName(event.target.value as RuleName)}>
              {unused.map((name) => (
                <option key={name} value={name}>
                  {RULE_LABELS[name]}
                </option>
              ))}
            </select>
          </label>
          {pendingName && (
            <label className="field">
              Valor
              <select value={pendingValue} onChange={(event) => form.setPendingValue(event.target.value)}>
                {valueOptions(pendingName).map((option) => (
                  <option key={encodeRuleValue(option.value)} value={encodeRuleValue(option.value)}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
          )}
          <button type="button" className="button-secondary" onClick={form.addRule} disabled={!pendingName}>
            Adicionar regra
          </button>
        </div>
      )}
    </fieldset>
  );
}
