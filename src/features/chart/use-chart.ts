import useSWR, { preload } from 'swr';
import type { ChartAnswer } from '@agulhadas/domain/chart';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { apiFetch, type ApiError } from '../../lib/api';
import { currentWebApp } from '../../lib/telegram-web-app';

function chartUrl(asset: string, timeframe: string, telegramUser: string | null): string {
  return `/api/getChart?${new URLSearchParams({ asset, timeframe, ...(telegramUser ? { u: telegramUser } : {}) }).toString()}`;
}

/** Opened from the Telegram mini-page (`u` in the address) the site's cookie is not there: Telegram's signed initData proves the chat. */
function fetchChart(url: string): Promise<ChartAnswer> {
  const fromTelegram = new URL(url, window.location.origin).searchParams.has('u');
  return apiFetch<ChartAnswer>(
    url,
    fromTelegram ? { headers: { 'x-telegram-init-data': currentWebApp()?.initData ?? '' } } : undefined,
  );
}

/** Starts fetching a chart while its screen's code loads (the route's loader), so the two do not wait on each other. */
export function preloadChart(asset: string, timeframe: string, telegramUser: string | null): void {
  void preload(chartUrl(asset, timeframe, telegramUser), fetchChart).catch(() => undefined);
}

/** The chart of one asset and timeframe (GET /api/getChart). */
export function useChart(asset: string, timeframe: Timeframe, telegramUser: string | null) {
  return useSWR<ChartAnswer, ApiError>(chartUrl(asset, timeframe, telegramUser), fetchChart, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
