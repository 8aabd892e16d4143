import type { Reading } from '@agulhadas/domain/reading';
import { neutralReading } from '@agulhadas/domain/reading-fields';
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
import type { RealtimeIndicators } from '@agulhadas/domain/realtime/protocol';

/**
 * A real-time indicator panel drawn with the dashboard's own rules (colours, letters, trend bar).
 * The shared functions take a whole Reading but read only the fields the feed sends; the others
 * are neutral here rather than sent every second.
 */
const NEUTRAL: Reading = neutralReading('D');

export interface IndicatorPanelView {
  trend: TrendBar;
  bollinger: BollingerLight;
  didi: DidiPresentation;
  stoc: Tone;
  trix: Tone;
  agulhada: Tone;
}

export function indicatorPanelView(indicators: RealtimeIndicators): IndicatorPanelView {
  const reading: Reading = { ...NEUTRAL, ...indicators };
  return {
    trend: trendBar(reading),
    bollinger: bollingerLight(indicators.bollingerStatus),
    didi: didiPresentation(reading),
    stoc: toneOf(indicators.stockStatus),
    trix: toneOf(indicators.trixStatus),
    agulhada: toneOf(indicators.agulhado),
  };
}
