import { useState, type FormEvent } from 'react';
import type { Alert } from '../../domain/alerts/alert';
import { NO_RULES_MESSAGE, alertConfigSchema, firstAlertError } from '../../domain/alerts/alert-config-schema';
import { ALERT_FREQUENCIES, CLOSE_ONLY_HINT, CLOSE_ONLY_LABEL, type AlertFrequency } from '../../domain/alerts/alert-frequency';
import { ALERT_TEMPLATES, findTemplate } from '../../domain/alerts/alert-templates';
import { RULE_LABELS, RULE_VALUE_OPTIONS, describeRule } from '../../domain/alerts/rule-labels';
import type { Rule } from '../../domain/alerts/rule-schema';
import { RULE_NAMES, type RuleName } from '../../domain/alerts/rule-types';
import type { Timeframe } from '../../domain/timeframes';
import { frequencyLabel } from './alert-labels';
import { saveAlert, type AlertGroupResult } from './alerts-api';
import { errorMessage } from './toast';
import { TimeframeSelect } from './timeframe-select';

export interface AlertFormProps {
  asset: string;
  /** The asset's own timeframes; all when unknown. */
  timeframes?: readonly Timeframe[];
  /** The alert being edited; absent for a new one. */
  alert?: Alert;
  timeframe: Timeframe;
  defaultFrequency: AlertFrequency;
  onSaved: (group: AlertGroupResult) => void;
  onCancel: () => void;
  onError: (message: string) => void;
}

type ValueOption = { value: Rule['value']; label: string };
const valueOptions = (name: RuleName): ReadonlyArray<ValueOption> => RULE_VALUE_OPTIONS[name] as ReadonlyArray<ValueOption>;

/** Select values are strings; rule values are numbers or booleans. */
const encode = (value: Rule['value']) => JSON.stringify(value);
const decode = (name: RuleName, text: string): Rule['value'] =>
  valueOptions(name).find((option) => encode(option.value) === text)?.value ?? valueOptions(name)[0]!.value;

/**
 * Create/edit form of one alert: timeframe, rules added one type at a time (each type once),
 * frequency, 'só no fechamento do candle', message and a template quick-pick (which also sets its close-only default). Saving without rules shows the browser alert and saves nothing;
 * a refused save goes to the caller's toast.
 */
export function AlertForm({ asset, timeframes, alert, timeframe: initialTimeframe, defaultFrequency, onSaved, onCancel, onError }: AlertFormProps) {
  const [timeframe, setTimeframe] = useState<Timeframe>(alert?.timeframe ?? initialTimeframe);
  const [rules, setRules] = useState<Rule[]>(alert?.rules ?? []);
  const [frequency, setFrequency] = useState<AlertFrequency>(alert?.frequency ?? defaultFrequency);
  const [closeOnly, setCloseOnly] = useState(alert?.closeOnly ?? false);
  const [message, setMessage] = useState(alert?.message ?? '');
  const unused = RULE_NAMES.filter((name) => !rules.some((rule) => rule.name === name));
  const [pendingName, setPendingName] = useState<RuleName | ''>(unused[0] ?? '');
  const [pendingValue, setPendingValue] = useState<string>(unused[0] ? encode(valueOptions(unused[0])[0]!.value) : '');
  const [busy, setBusy] = useState(false);

  const pickName = (name: RuleName | '') => {
    setPendingName(name);
    setPendingValue(name ? encode(valueOptions(name)[0]!.value) : '');
  };

  const nextUnused = (after: Rule[]) => RULE_NAMES.find((name) => !after.some((rule) => rule.name === name)) ?? '';

  const addRule = () => {
    if (!pendingName || rules.some((rule) => rule.name === pendingName)) return;
    const next = [...rules, { name: pendingName, value: decode(pendingName, pendingValue) } as Rule];
    setRules(next);
    pickName(nextUnused(next));
  };

  const removeRule = (name: RuleName) => {
    const next = rules.filter((rule) => rule.name !== name);
    setRules(next);
    if (!pendingName) pickName(nextUnused(next));
  };

  const applyTemplate = (id: string) => {
    const template = findTemplate(id);
    if (!template) return;
    const next = template.rules.map((rule) => ({ ...rule }));
    setRules(next);
    setCloseOnly(template.closeOnly);
    pickName(nextUnused(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rules.length === 0) {
      window.alert(NO_RULES_MESSAGE);
      return;
    }
    const input = { id: alert?.id, rules, message, frequency, closeOnly, active: alert?.active ?? true };
    const parsed = alertConfigSchema.safeParse(input);
    if (!parsed.success) {
      onError(firstAlertError(parsed.error));
      return;
    }
    setBusy(true);
    try {
      onSaved(await saveAlert(asset, timeframe, input));
    } catch (error) {
      onError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="alert-form" onSubmit={(event) => void submit(event)} aria-label={alert ? 'Editar alerta' : 'Novo alerta'}>
      {/* An alert belongs to its timeframe's group; to move it, create another. */}
      <TimeframeSelect value={timeframe} onChange={setTimeframe} disabled={Boolean(alert)} offered={timeframes} />
      <label className="field">
        Modelo
        <select value="" onChange={(event) => applyTemplate(event.target.value)}>
          <option value="">Escolha um modelo (opcional)</option>
          {ALERT_TEMPLATES.map((template) => (
            <option key={template.id} value={template.id}>
              {template.title}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="alert-rules">
        <legend>Regras</legend>
        {rules.length === 0 ? (
          <p className="muted">Nenhuma regra ainda.</p>
        ) : (
          <ul>
            {rules.map((rule) => (
              <li key={rule.name} data-rule={rule.name}>
                <span>{describeRule(rule)}</span>
                <button type="button" className="link" aria-label={`Remover regra ${RULE_LABELS[rule.name]}`} onClick={() => removeRule(rule.name)}>
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
              <select value={pendingName} onChange={(event) => pickName(event.target.value as RuleName)}>
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
                <select value={pendingValue} onChange={(event) => setPendingValue(event.target.value)}>
                  {valueOptions(pendingName).map((option) => (
                    <option key={encode(option.value)} value={encode(option.value)}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <button type="button" className="button-secondary" onClick={addRule} disabled={!pendingName}>
              Adicionar regra
            </button>
          </div>
        )}
      </fieldset>
      <label className="field">
        Frequência
        <select value={frequency} onChange={(event) => setFrequency(event.target.value as AlertFrequency)}>
          {ALERT_FREQUENCIES.map((value) => (
            <option key={value} value={value}>
              {frequencyLabel(value)}
            </option>
          ))}
        </select>
      </label>
      <label className="field-check" title={CLOSE_ONLY_HINT}>
        <input type="checkbox" checked={closeOnly} onChange={(event) => setCloseOnly(event.target.checked)} />
        {CLOSE_ONLY_LABEL}
      </label>
      <label className="field">
        Mensagem
        <input value={message} maxLength={200} onChange={(event) => setMessage(event.target.value)} placeholder="Texto da notificação (opcional)" />
      </label>
      <div className="form-actions">
        <button type="button" className="button-secondary" onClick={onCancel} disabled={busy}>
          Cancelar
        </button>
        <button type="submit" className="button-primary" disabled={busy}>
          Salvar alerta
        </button>
      </div>
    </form>
  );
}
