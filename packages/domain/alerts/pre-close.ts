import { candleCloseTime, type MarketHours } from '../market-hours';
import type { Timeframe } from '../timeframes';

/**
 * 'Avisar antes do fechamento': an alert that reads the forming candle a few minutes before it closes, so a trader
 * who enters at the close has time to act. The lead is one of these minutes.
 */
export const PRE_CLOSE_MINUTES = [5, 15, 30] as const;
export type PreCloseMinutes = (typeof PRE_CLOSE_MINUTES)[number];

/**
 * Leads each timeframe offers: on 15 minutes only 5 (a lead of 15 or 30 would be the candle's open or the one
 * before); on 60, 240, D and W all three.
 */
export const PRE_CLOSE_MINUTES_BY_TIMEFRAME: Record<Timeframe, readonly PreCloseMinutes[]> = {
  '15': [5],
  '60': PRE_CLOSE_MINUTES,
  '240': PRE_CLOSE_MINUTES,
  D: PRE_CLOSE_MINUTES,
  W: PRE_CLOSE_MINUTES,
};

export const PRE_CLOSE_LABEL = 'Avisar antes do fechamento';
export const PRE_CLOSE_OFF_LABEL = 'Não avisar antes';
export const PRE_CLOSE_HINT =
  'Avisa uma vez por candle, no candle em formação, alguns minutos antes do fechamento do mercado do ativo. O sinal ainda pode sumir até o fechamento.';
export const PRE_CLOSE_INVALID = 'Escolha 5, 15 ou 30 minutos antes do fechamento.';

export const preCloseOptionLabel = (minutes: PreCloseMinutes): string => `${minutes} minutos antes`;
/** How a saved alert's list row names its lead. */
export const preCloseSummary = (minutes: PreCloseMinutes): string => `Avisar ${minutes} minutos antes do fechamento`;

export const isPreCloseMinutes = (value: unknown): value is PreCloseMinutes =>
  (PRE_CLOSE_MINUTES as readonly unknown[]).includes(value);

/** The Portuguese refusal of a lead on a timeframe, or null when the pair is allowed (or no lead was chosen). */
export function preCloseError(timeframe: Timeframe, minutes: number | null | undefined): string | null {
  if (minutes === null || minutes === undefined) return null;
  if (!isPreCloseMinutes(minutes)) return PRE_CLOSE_INVALID;
  if (!PRE_CLOSE_MINUTES_BY_TIMEFRAME[timeframe].includes(minutes)) {
    return timeframe === '15'
      ? 'No tempo gráfico de 15 minutos só é possível avisar 5 minutos antes do fechamento.'
      : PRE_CLOSE_INVALID;
  }
  return null;
}

/** The pre-close window of a candle: from `minutes` before its close (in the asset's market calendar) to the close. */
export function preCloseWindow(
  openMs: number,
  timeframe: Timeframe,
  hours: MarketHours,
  minutes: PreCloseMinutes,
): { start: number; close: number } {
  const close = candleCloseTime(openMs, timeframe, hours);
  return { start: close - minutes * 60_000, close };
}

/**
 * Whether a round at `nowMs` is the pre-close moment of the candle opened at `openMs`: the first round at or after
 * close − minutes and before the close. The robot reads at each quarter hour and, for the 5-minute lead, five
 * minutes before each quarter hour, so every lead offered has a round inside its window.
 * Answers the minutes left to the close (rounded up), or null outside the window.
 */
export function preCloseMinutesLeft(
  openMs: number,
  timeframe: Timeframe,
  hours: MarketHours,
  minutes: PreCloseMinutes,
  nowMs: number,
): number | null {
  if (Number.isNaN(openMs)) return null;
  const { start, close } = preCloseWindow(openMs, timeframe, hours, minutes);
  if (nowMs < start || nowMs >= close) return null;
  return Math.ceil((close - nowMs) / 60_000);
}

/** The once-per-candle key of a pre-close firing: one alert, one candle, one pre-close message. */
export const preCloseKey = (alertId: string, candleOpen: string): string => `${alertId}|${candleOpen}|preclose`;
