import useSWR from 'swr';
import type { ChartAnswer } from '../../domain/chart';
import type { Timeframe } from '../../domain/timeframes';
import { apiFetch, type ApiError } from '../../lib/api';
import { currentWebApp } from '../../lib/telegram-web-app';

/**
 * The chart of one asset and timeframe. Opened from the Telegram mini-page (`telegramUser` set) the site's cookie is
 * not there: Telegram's signed initData proves the chat, as on the mini-page itself.
 */
export function useChart(asset: string, timeframe: Timeframe, telegramUser: string | null) {
  const query = new URLSearchParams({ asset, timeframe, ...(telegramUser ? { u: telegramUser } : {}) });
  const url = `/api/getChart?${query.toString()}`;
  return useSWR<ChartAnswer, ApiError>(url, (key: string) => apiFetch<ChartAnswer>(key, telegramUser ? { headers: { 'x-telegram-init-data': currentWebApp()?.initData ?? '' } } : undefined), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
