import { TIMEFRAMES, type Timeframe } from '@agulhadas/domain/timeframes';
import { TIMEFRAME_OPTIONS } from './alert-labels';

interface TimeframeSelectProps {
  value: Timeframe;
  onChange: (timeframe: Timeframe) => void;
  disabled?: boolean;
  /** The asset's own timeframes (an alert on one it has no readings for would never fire). */
  offered?: readonly Timeframe[];
}

/** The 'Tempo gráfico' field of the alert form and the templates page. */
export function TimeframeSelect({ value, onChange, disabled, offered = TIMEFRAMES }: TimeframeSelectProps) {
  return (
    <label className="field">
      Tempo gráfico
      <select value={value} onChange={(event) => onChange(event.target.value as Timeframe)} disabled={disabled}>
        {TIMEFRAME_OPTIONS.filter((option) => offered.includes(option.value) || option.value === value).map(
          (option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ),
        )}
      </select>
    </label>
  );
}
