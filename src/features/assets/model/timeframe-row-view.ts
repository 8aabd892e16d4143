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
 * the plan's delay for a delayed view), or null while it is recent or the user turned the marking off.
 */
export function timeframeRowStaleText(
  view: TimeframeRowView,
  timeframe: Timeframe,
  now: Date,
  delayMinutes: number,
  markExpired: boolean,
): string | null {
  if (!markExpired) return null;
  const at = now.getTime();
  return isRowStale({ timeframe, readingAt: view.updatedAt, now: at, delayMinutes })
    ? readingAgeText(view.updatedAt, at)
    : null;
}
