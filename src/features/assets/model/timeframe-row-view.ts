import type { ListReading } from '@agulhadas/domain/list-reading';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import {
  bollingerLight,
  didiPresentation,
  toneOf,
  trendBar,
  type BollingerLight,
  type DidiPresentation,
  type Tone,
  type TrendBar,
} from '@agulhadas/domain/presentation/reading-presentation';
import { isRowStale, readingAgeText } from '@agulhadas/domain/presentation/row-staleness';
import type { MarketHours } from '@agulhadas/domain/market-hours';
import { dataFreshness } from './data-freshness';

/** Everything a card's timeframe row shows that depends on the reading alone. */
export interface TimeframeRowView {
  bar: TrendBar;
  barTitle: string;
  light: BollingerLight;
  didi: DidiPresentation;
  agulhada: Tone;
  stoch: Tone;
  trix: Tone;
  /** lastUpdate parsed once (NaN when missing or invalid). */
  updatedAt: number;
}

// Keyed by the reading object: a fetched list keeps its objects until the next fetch, so a card that
// scrolls out and back in (or re-renders for another reason) reuses its rows' presentation.
const views = new WeakMap<ListReading, TimeframeRowView>();

export function timeframeRowView(reading: ListReading): TimeframeRowView {
  const known = views.get(reading);
  if (known) return known;
  const bar = trendBar(reading);
  const view: TimeframeRowView = {
    bar,
    barTitle: `ADX ${reading.adx[0].toFixed(1)}${bar.accelerating ? ' (acelerando)' : ''}`,
    light: bollingerLight(reading.bollingerStatus),
    didi: didiPresentation(reading),
    agulhada: toneOf(reading.agulhado),
    stoch: toneOf(reading.stockStatus),
    trix: toneOf(reading.trixStatus),
    updatedAt: reading.lastUpdate ? Date.parse(reading.lastUpdate) : Number.NaN,
  };
  views.set(reading, view);
  return view;
}

/**
 * The row's age text ('há 2 h') when its reading is older than the viewer is promised (its timeframe's window, plus
 * the plan's delay for a delayed view), or null while it is recent or the user turned the marking off. With the
 * asset's market hours, time the market is shut does not count (the card's rule, data-freshness.ts): on a weekend or
 * at night the rows of the last session are the newest there can be, not a broken feed.
 */
export function timeframeRowStaleText(
  view: TimeframeRowView,
  timeframe: Timeframe,
  now: Date,
  delayMinutes: number,
  markExpired: boolean,
  hours?: MarketHours,
): string | null {
  if (!markExpired) return null;
  const at = now.getTime();
  if (!isRowStale({ timeframe, readingAt: view.updatedAt, now: at, delayMinutes })) return null;
  if (hours && !Number.isNaN(view.updatedAt)) {
    const latest = { candleOpen: view.updatedAt, timeframe };
    if (!dataFreshness({ hours, latest, delayMs: delayMinutes * 60_000, now: at }).stale) return null;
  }
  return readingAgeText(view.updatedAt, at);
}
