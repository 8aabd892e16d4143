import { useState } from 'react';
import { Popover } from '../../components/popover';
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, isAlertFrequency } from '@agulhadas/domain/alerts/alert-frequency';
import { isValidLayoutUrl } from '../../lib/chart-link';
import { OPTION_TIMEFRAMES, type OptionTimeframe } from '@agulhadas/domain/timeframes';
import type { DashboardOptions } from './chart-options';

/** Labels of the options registered users can set. */
const TIMEFRAME_OPTION_LABEL: Record<OptionTimeframe, string> = { W: 'W', D: 'D', '240': '4h', H: '1h', '15': '15min' };

interface OptionsPopupProps {
  options: DashboardOptions;
  onChange: (next: DashboardOptions) => void;
  onClose: () => void;
}

export function OptionsPopup({ options, onChange, onClose }: OptionsPopupProps) {
  const [layout, setLayout] = useState(options.tvlayoutUrl ?? '');
  const layoutValid = layout === '' || isValidLayoutUrl(layout);
  const toggleTimeframe = (tf: OptionTimeframe) => {
    const chosen = options.timeframes.includes(tf)
      ? options.timeframes.filter((item) => item !== tf)
      : [...options.timeframes, tf];
    // Keep the canonical order W, D, 4h, 1h, 15min whatever the click order.
    onChange({ ...options, timeframes: OPTION_TIMEFRAMES.filter((item) => chosen.includes(item)) });
  };
  return (
    <Popover title="Opções" onClose={onClose}>
      <fieldset className="options-timeframes">
        <legend>Timeframes</legend>
        {OPTION_TIMEFRAMES.map((tf) => (
          <label key={tf}>
            <input type="checkbox" checked={options.timeframes.includes(tf)} onChange={() => toggleTimeframe(tf)} />{' '}
            {TIMEFRAME_OPTION_LABEL[tf]}
          </label>
        ))}
      </fieldset>
      <label className="option-line">
        <input
          type="checkbox"
          checked={options.fadeExpiredTf}
          onChange={(event) => onChange({ ...options, fadeExpiredTf: event.target.checked })}
        />{' '}
        Esmaecer timeframes expirados
      </label>
      <label className="option-line column">
        Frequência padrão dos novos alertas
        <select
          value={options.alertFrequency}
          onChange={(event) =>
            isAlertFrequency(event.target.value) && onChange({ ...options, alertFrequency: event.target.value })
          }
        >
          {ALERT_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {ALERT_FREQUENCY_LABELS[frequency]}
            </option>
          ))}
        </select>
      </label>
      <label className="option-line">
        <input
          type="checkbox"
          checked={options.tvlayout}
          onChange={(event) => onChange({ ...options, tvlayout: event.target.checked })}
        />{' '}
        Abrir meu layout do gráfico
      </label>
      {options.tvlayout && (
        <label className="option-line column">
          Endereço do meu layout
          <input
            type="url"
            value={layout}
            placeholder="https://www.tradingview.com/chart/SEU_LAYOUT/"
            aria-invalid={!layoutValid}
            onChange={(event) => setLayout(event.target.value)}
            onBlur={() => layoutValid && onChange({ ...options, tvlayoutUrl: layout })}
          />
          {!layoutValid && <small className="error">Use um endereço https://www.tradingview.com/chart/...</small>}
        </label>
      )}
    </Popover>
  );
}
