import type { Timeframe } from '@agulhadas/domain/timeframes';
import { track } from '../../lib/analytics';

/** Counts a reader's way from a card to a chart, whichever link of the card took them. */
export function trackChartClick(asset: string, timeframe: Timeframe) {
  track('chart_click', { asset, timeframe });
}
