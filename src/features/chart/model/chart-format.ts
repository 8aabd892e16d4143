/** Share of the price range left free above and below the candles and lines, as the chart's default margins. */
const AXIS_MARGIN_ABOVE = 0.2;
const AXIS_MARGIN_BELOW = 0.1;

/**
 * The price axis's range for what a chart shows between `min` and `max`, margins included, never below zero: no
 * price is negative, and a lower Bollinger band that dips under zero on a near-worthless asset must not pull the
 * axis there.
 */
export function priceAxisRange(min: number, max: number): { minValue: number; maxValue: number } {
  const span = max - min;
  return { minValue: Math.max(0, min - span * AXIS_MARGIN_BELOW), maxValue: max + span * AXIS_MARGIN_ABOVE };
}

const percent = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
const atrs = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** '+2,3 %', '−0,8 %', '0,0 %'; '—' when unknown. `signed` false for magnitudes (favourable, adverse). */
export function formatMovePct(value: number | null, signed = true): string {
  if (value === null) return '—';
  const text = percent.format(value).replace('-', '−');
  return `${signed ? text : text.replace(/^[+−]/, '')} %`;
}

/** '1,2 ATR', '−0,4 ATR'; '—' when unknown. */
export function formatMoveAtr(value: number | null): string {
  return value === null ? '—' : `${atrs.format(value).replace('-', '−')} ATR`;
}
