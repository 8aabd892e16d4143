import { memo } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { BOLLINGER_LABEL, FORMING_LABEL, FORMING_TITLE, TREND_BAR_HEIGHT_PX, isForming } from '@agulhadas/domain/presentation/reading-presentation';
import { timeframeRowOpacity, timeframeRowView } from './model/timeframe-row-view';
import type { ListReading } from '@agulhadas/domain/list-reading';
import { TIMEFRAME_LABEL, type Timeframe } from '@agulhadas/domain/timeframes';

interface TimeframeRowProps {
  asset: string;
  timeframe: Timeframe;
  reading: ListReading;
  now: Date;
  /** When the rows are from, for a delayed view (asset-freshness.ts, rowsShownAt): their fade is measured then. */
  shownAt?: number;
  fadeExpired: boolean;
  /** A stable function (not a per-card closure), so memo holds when the card re-renders. */
  onChartClick: (asset: string, timeframe: Timeframe) => void;
}

const ARROW = { up: '↑', down: '↓' } as const;
// Shared style objects: the bar's height never changes, and opacity takes one of two values.
const BAR_STYLE = { height: TREND_BAR_HEIGHT_PX };
// A fill reaching the bar's rounded top takes the top rounding too (the bar does not clip it).
const BAR_RADIUS_PX = 3;
const FILL_STYLES = Array.from({ length: TREND_BAR_HEIGHT_PX + 1 }, (_, px) => ({ height: px }));
const OPACITY_STYLES = new Map<number, { opacity: number }>();
function opacityStyle(opacity: number): { opacity: number } {
  let style = OPACITY_STYLES.get(opacity);
  if (!style) OPACITY_STYLES.set(opacity, (style = { opacity }));
  return style;
}

/**
 * One timeframe of a card: trend bar, Bollinger light, Didi box (which names an agulhada and its side),
 * STOC and TRIX boxes, forming candle. One line whatever it holds, so every card of a grid row has the same height.
 */
export const TimeframeRow = memo(function TimeframeRow({ asset, timeframe, reading, now, shownAt, fadeExpired, onChartClick }: TimeframeRowProps) {
  const view = timeframeRowView(reading);
  const opacity = timeframeRowOpacity(view, timeframe, shownAt === undefined ? now : new Date(shownAt), fadeExpired);
  const { bar, light, didi, agulhada } = view;
  const label = TIMEFRAME_LABEL[timeframe];
  return (
    <div
      className={`tf-row${agulhada !== 'neutral' ? ` agulhada ${agulhada}` : ''}`}
      style={opacityStyle(opacity)}
      data-timeframe={timeframe}
      data-stale={opacity < 1 ? 'true' : undefined}
    >
      <Link className="tf-label" to={paths.chart(asset, timeframe)} title={`Abrir gráfico ${label}`} onClick={() => onChartClick(asset, timeframe)}>
        {label}
      </Link>
      <span className={`trend-bar ${bar.tone}`} style={BAR_STYLE} title={view.barTitle}>
        <span
          className={bar.fillPx > TREND_BAR_HEIGHT_PX - BAR_RADIUS_PX ? 'trend-fill to-top' : 'trend-fill'}
          style={FILL_STYLES[bar.fillPx] ?? { height: bar.fillPx }}
        />
      </span>
      <span className={`bb-light ${light}`} title={BOLLINGER_LABEL[light]} aria-label={BOLLINGER_LABEL[light]} />
      <span className={`didi-box ${didi.tone}${agulhada !== 'neutral' ? ' agulhada' : ''}`} title={didi.title}>
        {didi.text}
        {didi.side && <span className="didi-side">{didi.side}</span>}
        {didi.arrows && (
          <span className="didi-arrows" title="Didi curta e longa divergem">
            {ARROW[didi.arrows.short]}
            {ARROW[didi.arrows.long]}
          </span>
        )}
      </span>
      <span className={`osc-box ${view.stoch}`}>STOC</span>
      <span className={`osc-box ${view.trix}`}>TRIX</span>
      {isForming(reading) && (
        <span className="forming-badge" title={FORMING_TITLE}>
          {FORMING_LABEL}
        </span>
      )}
    </div>
  );
});
