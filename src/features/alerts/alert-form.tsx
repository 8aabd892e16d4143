import { useEffect, useRef } from 'react';
import {
  ALERT_FREQUENCIES,
  CLOSE_ONLY_HINT,
  CLOSE_ONLY_LABEL,
  type AlertFrequency,
} from '@agulhadas/domain/alerts/alert-frequency';
import { ALERT_TEMPLATES } from '@agulhadas/domain/alerts/alert-templates';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { frequencyLabel } from './alert-labels';
import { AlertRulesFieldset } from './alert-rules-fieldset';
import { PreCloseField } from './pre-close-field';
import { TimeframeSelect } from './timeframe-select';
import { useAlertForm, type AlertFormInput } from './use-alert-form';

export interface AlertFormProps extends AlertFormInput {
  /** The asset's own timeframes; all when unknown. */
  timeframes?: readonly Timeframe[];
  onCancel: () => void;
}

/**
 * Create/edit form of one alert: timeframe, rules, frequency, 'só no fechamento do candle', 'avisar antes do
 * fechamento' (with both, a message before the close and one at it), message and a template quick-pick.
 */
export function AlertForm({ timeframes, onCancel, ...input }: AlertFormProps) {
  const form = useAlertForm(input);
  const editing = Boolean(input.alert);
  const formRef = useRef<HTMLFormElement>(null);
  // Opened from a button that the form replaces: focus goes to its first field, not to the page's start.
  useEffect(() => {
    if (formRef.current && !formRef.current.contains(document.activeElement))
      formRef.current.querySelector<HTMLElement>('select, input, button')?.focus();
  }, []);

  return (
    <form
      ref={formRef}
      className="alert-form"
      onSubmit={(event) => void form.submit(event)}
      // Escape is Cancelar (inside a modal, the modal's own Escape does the same).
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !form.busy) {
          event.stopPropagation();
          onCancel();
        }
      }}
      aria-label={editing ? 'Editar alerta' : 'Novo alerta'}
    >
      {/* An alert belongs to its timeframe's group; to move it, create another. */}
      <TimeframeSelect value={form.timeframe} onChange={form.setTimeframe} disabled={editing} offered={timeframes} />
      <label className="field">
        Modelo
        <select value="" onChange={(event) => form.applyTemplate(event.target.value)}>
          <option value="">Escolha um modelo (opcional)</option>
          {ALERT_TEMPLATES.map((template) => (
            <option key={template.id} value={template.id}>
              {template.title}
            </option>
          ))}
        </select>
      </label>
      <AlertRulesFieldset form={form} />
      <label className="field">
        Frequência
        <select value={form.frequency} onChange={(event) => form.setFrequency(event.target.value as AlertFrequency)}>
          {ALERT_FREQUENCIES.map((value) => (
            <option key={value} value={value}>
              {frequencyLabel(value)}
            </option>
          ))}
        </select>
      </label>
      <label className="field-check" title={CLOSE_ONLY_HINT}>
        <input type="checkbox" checked={form.closeOnly} onChange={(event) => form.setCloseOnly(event.target.checked)} />
        {CLOSE_ONLY_LABEL}
      </label>
      <PreCloseField
        asset={input.asset}
        timeframe={form.timeframe}
        value={form.preCloseMinutes}
        onChange={form.setPreCloseMinutes}
      />
      <label className="field">
        Mensagem
        <input
          value={form.message}
          maxLength={200}
          onChange={(event) => form.setMessage(event.target.value)}
          placeholder="Texto da notificação (opcional)"
        />
      </label>
      <div className="form-actions">
        <button type="button" className="button-secondary" onClick={onCancel} disabled={form.busy}>
          Cancelar
        </button>
        <button type="submit" className="button-primary" disabled={form.busy}>
          Salvar alerta
        </button>
      </div>
    </form>
  );
}
