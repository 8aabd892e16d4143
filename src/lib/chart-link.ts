import type { Timeframe } from '@agulhadas/domain/timeframes';

export const CHART_BASE_URL = 'https://www.tradingview.com/chart/';

/** Only layouts on the charting site itself are accepted, so a stored option can never become a script URL. */
export function isValidLayoutUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === 'https:' && parsed.hostname === 'www.tradingview.com' && parsed.pathname.startsWith('/chart/')
    );
  } catch {
    return false;
  }
}

/** Chart address of an asset ('EXCHANGE:SYMBOL') at a timeframe, on the user's layout when set and valid. */
export function chartUrl(asset: string, timeframe: Timeframe, layoutUrl?: string | null): string {
  const base = layoutUrl && isValidLayoutUrl(layoutUrl) ? layoutUrl : CHART_BASE_URL;
  // The ':' between exchange and symbol stays readable, as the charting site writes it.
  const symbol = encodeURIComponent(asset).replace(/%3A/gi, ':');
  return `${base}${base.includes('?') ? '&' : '?'}symbol=${symbol}&interval=${encodeURIComponent(timeframe)}`;
}

/** Logo path of an asset: ':' is not allowed in file names, so it becomes '-'. */
export function logoPath(asset: string): string {
  return `/logo/symbols/${asset.replace(/:/g, '-')}.svg`;
}
