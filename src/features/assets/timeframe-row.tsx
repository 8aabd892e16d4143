import { memo } from 'react';
import { Link } from 'react-router';
import { StopwatchIcon } from '../../components/icons';
import { paths } from '../../lib/paths';
import {
  BOLLINGER_LABEL,
  FORMING_LABEL,
  FORMING_TITLE,
  TREND_BAR_HEIGHT_PX,
  isForming,
} from '@agulhadas/domain/presentation/reading-presentation';
import { timeframeRowStaleText, timeframeRowView } from './model/timeframe-row-view';
import type { ListReading } from '@agulhadas/domain/list-reading';
import type { MarketHours } from '@agulhadas/domain/market-hours';
import { TIMEFRAME_LABEL, type Timeframe } from '@agulhadas/domain/timeframes';

interface TimeframeRowProps {
  asset: string;
  timeframe: Timeframe;
  reading: ListReading;
  now: Date;
  /** The viewer's delay in minutes (0 for payers): a delayed row is stale only past the delay the plan promises. */
  delayMinutes: number;
  /** The asset's market hours when known: time the market is shut does not age a row. */
  hours?: MarketHours;
  fadeExpired: boolean;
  /** A stable function (not a per-card closure), so memo holds when the card re-renders. */
  onChartClick: (asset: string, timeframe: Timeframe) => void;
}

/** Said (and shown as a tooltip) for a row older than the viewer is promised. */
const STALE_ROW_TITLE = 'Sem dados recentes';
const ARROW = { up: '↑', down: '↓' } as const;
// Shared style objects: the bar's height never changes.
const BAR_STYLE = { height: TREND_BAR_HEIGHT_PX };
// A fill reaching the bar's rounded top takes the top rounding too (the bar does not clip it).
const BAR_RADIUS_PX = 3;
const FILL_STYLES = Array.from({ length: TREND_BAR_HEIGHT_PX + 1 }, (_, px) => ({ height: px }));
/**
 * One timeframe of a card: trend bar, Bollinger light, Didi box (which names an agulhada and its side),
 * STOC and TRIX boxes, forming candle. One line whatever it holds, so every card of a grid row has the same height.
 */
export const TimeframeRow = memo(function TimeframeRow({
  asset,
  timeframe,
  reading,
  now,
  delayMinutes,
  hours,
  fadeExpired,
  onChartClick,
}: TimeframeRowProps) {
  const view = timeframeRowView(reading);
  const staleText = timeframeRowStaleText(view, timeframe, now, delayMinutes, fadeExpired, hours);
  const { bar, light, didi, agulhada } = view;
  const label = TIMEFRAME_LABEL[timeframe];
  return (
    <div
      className={`tf-row${agulhada !== 'neutral' ? ` agulhada ${agulhada}` : ''}${staleText ? ' stale' : ''}`}
      data-timeframe={timeframe}
      data-stale={staleText ? 'true' : undefined}
    >
      <Link
        className="tf-label"
        to={paths.chart(asset, timeframe)}
        title={`Abrir gráfico ${label}`}
        onClick={() => onChartClick(asset, timeframe)}
      >
        {label}
      </Link>
      <span className={`trend-bar ${bar.tone}`} style={BAR_STYLE} title={view.barTitle}>
        <span
          className={bar.fillPx > TREND_BAR_HEIGHT_PX - BAR_RADIUS_PX ? 'trend-fill to-top' : 'trend-fill'}
          style={FILL_STYLES[bar.fillPx] ?? { height: bar.fillPx }}
        />
      </span>
      <span
        className={`bb-light ${light}`}
        title={BOLLINGER_LABEL[light]}
        role="img"
        aria-label={BOLLINGER_LABEL[light]}
      />
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
      {staleText && (
        // Staleness is said in words and an icon, not by colour or a fade alone.
        <span className="stale-age" title={`${STALE_ROW_TITLE}: última leitura ${staleText}`}>
          <StopwatchIcon />
          <span className="visually-hidden">{STALE_ROW_TITLE}, última leitura </span>
          {staleText}
        </span>
      )}
      {isForming(reading) && (
        <span className="forming-badge" title={FORMING_TITLE}>
          {FORMING_LABEL}
        </span>
      )}
    </div>
  );
});
