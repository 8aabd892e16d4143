import type { Timeframe } from '../../domain/timeframes';
import { TIMEFRAME_OPTIONS } from './alert-labels';

/** The 'Tempo gráfico' field of the alert form and the templates page. */
export function TimeframeSelect({ value, onChange, disabled }: { value: Timeframe; onChange: (timeframe: Timeframe) => void; disabled?: boolean }) {
  return (
    <label className="field">
      Tempo gráfico
      <select value={value} onChange={(event) => onChange(event.target.value as Timeframe)} disabled={disabled}>
        {TIMEFRAME_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
