import useSWR from 'swr';
import { holdRateLines } from '@agulhadas/domain/alerts/hold-rate-text';
import {
  PRE_CLOSE_HINT,
  PRE_CLOSE_LABEL,
  PRE_CLOSE_MINUTES_BY_TIMEFRAME,
  PRE_CLOSE_OFF_LABEL,
  preCloseOptionLabel,
  type PreCloseMinutes,
} from '@agulhadas/domain/alerts/pre-close';
import type { Timeframe } from '@agulhadas/domain/timeframes';

/** GET /api/holdRates: the asset's market's figures. */
interface HoldRatesAnswer {
  demo: boolean;
  rates: Array<{ timeframe: Timeframe; minutes: PreCloseMinutes; cases: number; held: number }>;
}

export interface PreCloseFieldProps {
  asset: string;
  timeframe: Timeframe;
  value: PreCloseMinutes | null;
  onChange: (value: PreCloseMinutes | null) => void;
}

/**
 * 'Avisar antes do fechamento': no lead, or the leads the timeframe offers; with a lead chosen, how often such a
 * needle held at the close on this market and timeframe (or that there is not enough history yet).
 */
export function PreCloseField({ asset, timeframe, value, onChange }: PreCloseFieldProps) {
  const { data } = useSWR<HoldRatesAnswer>(value ? `/api/holdRates?asset=${encodeURIComponent(asset)}` : null, {
    revalidateOnFocus: false,
  });
  const rate = data?.rates.find((one) => one.timeframe === timeframe && one.minutes === value);
  return (
    <div className="pre-close">
      <label className="field" title={PRE_CLOSE_HINT}>
        {PRE_CLOSE_LABEL}
        <select
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value ? (Number(event.target.value) as PreCloseMinutes) : null)}
        >
          <option value="">{PRE_CLOSE_OFF_LABEL}</option>
          {PRE_CLOSE_MINUTES_BY_TIMEFRAME[timeframe].map((minutes) => (
            <option key={minutes} value={minutes}>
              {preCloseOptionLabel(minutes)}
            </option>
          ))}
        </select>
      </label>
      {value && (
        <p className="hint pre-close-rate" aria-live="polite" data-testid="pre-close-rate">
          {data ? holdRateLines(rate, data.demo).join(' ') : 'Carregando o histórico…'}
        </p>
      )}
    </div>
  );
}
