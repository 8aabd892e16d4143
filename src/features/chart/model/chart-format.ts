import type { Timeframe } from '@agulhadas/domain/timeframes';

// Daily and weekly candles are dated by the market's day; intraday ones by Brasília's clock.
const dayFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
const intradayFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dayTickFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', day: '2-digit', month: '2-digit' });
const hourTickFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });
const intradayDayTickFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit' });
const yearTickFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', year: 'numeric' });

const isIntraday = (timeframe: Timeframe) => timeframe !== 'D' && timeframe !== 'W';

/**
 * A daily or weekly candle opens at 00:00 UTC of its trading date, or, where the day rolls at 17:00 New York (FX,
 * CME), at 21:00 or 22:00 UTC the evening before: the UTC date half a day after its open is its trading date.
 */
const TRADING_DATE_SHIFT = 12 * 3_600_000;

/** A candle's date as the chart's legend and signal list say it: '12/03/2008', or '24/11/2026, 14:15' intraday. */
export function candleDateLabel(timeMs: number, timeframe: Timeframe): string {
  return isIntraday(timeframe) ? intradayFormat.format(timeMs) : dayFormat.format(timeMs + TRADING_DATE_SHIFT);
}

/** Where a tick of the time axis falls: the first of a year, the first of a day (intraday), or anywhere else. */
export type AxisTick = 'year' | 'day' | 'other';

/**
 * A label under the time axis. Daily and weekly charts span years: the first tick of a year says the year ('2026'),
 * the others the day ('12/03'). Intraday: the hour, or the day where one starts.
 */
export function axisTickLabel(timeMs: number, timeframe: Timeframe, tick: AxisTick): string {
  if (!isIntraday(timeframe)) return (tick === 'year' ? yearTickFormat : dayTickFormat).format(timeMs + TRADING_DATE_SHIFT);
  return (tick === 'other' ? hourTickFormat : intradayDayTickFormat).format(timeMs);
}

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

const percent = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' });
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
