import { ALERT_FREQUENCY_LABELS, type AlertFrequency } from '@agulhadas/domain/alerts/alert-frequency';
import { TIMEFRAMES, type Timeframe } from '@agulhadas/domain/timeframes';

/** Timeframe names in the editor's select, in the card's order. */
export const TIMEFRAME_NAMES: Record<Timeframe, string> = {
  W: 'Semanal (W)',
  D: 'Diário (D)',
  '240': '4 horas (240)',
  '60': '1 hora (H)',
  '15': '15 minutos',
};

export const TIMEFRAME_OPTIONS = TIMEFRAMES.map((timeframe) => ({
  value: timeframe,
  label: TIMEFRAME_NAMES[timeframe],
}));

export function frequencyLabel(frequency: AlertFrequency): string {
  return ALERT_FREQUENCY_LABELS[frequency];
}
