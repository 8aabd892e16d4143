import type { ListedAsset } from '@agulhadas/domain/list-reading';
import { dataFreshness, type Freshness, type LatestData } from './data-freshness';
import { MARKET_HOURS, type MarketHours } from '@agulhadas/domain/market-hours';
import { isTimeframe } from '@agulhadas/domain/timeframes';

/** The card's badge when its asset's newest data is stale (data-freshness.ts). */
export const STALE_DATA_LABEL = 'sem dados recentes';

export interface StaleNotice {
  label: string;
  /** Says when the last reading was and why that is too old. */
  title: string;
}

type FreshnessFields = Pick<
  ListedAsset,
  'lastUpdate' | 'readings' | 'locked' | 'delayed' | 'marketHours' | 'delayMinutes'
>;

const MINUTE = 60_000;
/** A delayed item from a server that does not say its delay: the default DATA_DELAY_MINUTES (docs/decisions/README.md). */
const DEFAULT_DELAY_MINUTES = 20;
const hourMinute = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  hour: '2-digit',
  minute: '2-digit',
});
const dayMonth = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit' });

/** 'Última leitura às 13:20; …', or '… em 20/11 às 13:20; …' when it is not from today (São Paulo clock, as the card). */
export function staleTitle(lastReadingAt: number, now: number): string {
  const day = dayMonth.format(lastReadingAt);
  const when =
    day === dayMonth.format(now)
      ? `às ${hourMinute.format(lastReadingAt)}`
      : `em ${day} às ${hourMinute.format(lastReadingAt)}`;
  return `Última leitura ${when}; o robô deveria ter enviado outra.`;
}

/** The newest data the item carries, and when to call it the last reading: the capture, else its newest reading. */
function newestData(
  item: FreshnessFields,
  hours: MarketHours,
  now: number,
  delayMs: number,
): { freshness: Freshness; shownAt: number } | null {
  const candidates: Array<{ latest: LatestData; shownAt: number }> = [];
  const captured = item.lastUpdate ? Date.parse(item.lastUpdate) : Number.NaN;
  if (!Number.isNaN(captured)) candidates.push({ latest: { capturedAt: captured }, shownAt: captured });
  else {
    for (const [timeframe, reading] of Object.entries(item.readings)) {
      const open = reading ? Date.parse(reading.lastUpdate) : Number.NaN;
      if (isTimeframe(timeframe) && !Number.isNaN(open))
        candidates.push({ latest: { candleOpen: open, timeframe }, shownAt: open });
    }
  }
  let best: { freshness: Freshness; shownAt: number } | null = null;
  for (const candidate of candidates) {
    const freshness = dataFreshness({ hours, latest: candidate.latest, delayMs, now });
    if (!best || freshness.dataAt > best.freshness.dataAt) best = { freshness, shownAt: candidate.shownAt };
  }
  return best;
}

/** The delay a card's rows are judged against: the item's delay when its view is delayed, else none. */
export function viewerDelayMinutes(item: Pick<ListedAsset, 'delayed' | 'delayMinutes'>): number {
  return item.delayed ? (item.delayMinutes ?? DEFAULT_DELAY_MINUTES) : 0;
}

/**
 * The card's stale notice, or null when its data is recent (or there is none: the card already says so). Assets
 * stored without market hours say nothing (a B3 weekend must not read as a broken robot); delayed items are measured
 * against their delay.
 */
export function staleNotice(item: FreshnessFields, now: Date): StaleNotice | null {
  if (item.locked || !item.marketHours) return null;
  const hours = MARKET_HOURS[item.marketHours];
  const delayMs = viewerDelayMinutes(item) * MINUTE;
  const newest = newestData(item, hours, now.getTime(), delayMs);
  if (!newest?.freshness.stale) return null;
  return { label: STALE_DATA_LABEL, title: staleTitle(newest.shownAt, now.getTime()) };
}
