import { memo } from 'react';
import { BOLLINGER_LABEL, TREND_BAR_HEIGHT_PX } from '@agulhadas/domain/presentation/reading-presentation';
import { indicatorPanelView } from './model/indicator-panel';
import type { RealtimeIndicators } from '@agulhadas/domain/realtime/protocol';
import { REALTIME_TIMEFRAME_LABEL, type RealtimeTimeframe } from '@agulhadas/domain/realtime/timeframes';

const ARROW = { up: '↑', down: '↓' } as const;

/** One timeframe of a real-time card: trend bar, Bollinger light, Didi box, STOC, TRIX, agulhada. */
export const IndicatorPanel = memo(function IndicatorPanel({
  timeframe,
  indicators,
}: {
  timeframe: RealtimeTimeframe;
  indicators: RealtimeIndicators | undefined;
}) {
  const label = REALTIME_TIMEFRAME_LABEL[timeframe];
  if (!indicators) {
    return (
      <div className="rt-panel" data-timeframe={timeframe}>
        <span className="rt-panel-label">{label}</span>
        <span className="muted">—</span>
      </div>
    );
  }
  const view = indicatorPanelView(indicators);
  return (
    <div
      className={`rt-panel${view.agulhada !== 'neutral' ? ` agulhada ${view.agulhada}` : ''}`}
      data-timeframe={timeframe}
    >
      <span className="rt-panel-label">{label}</span>
      <span
        className={`rt-trend ${view.trend.tone}`}
        style={{ height: TREND_BAR_HEIGHT_PX }}
        title={`ADX ${indicators.adx[0].toFixed(1)}${view.trend.accelerating ? ' (acelerando)' : ''}`}
      >
        <span className="rt-trend-fill" style={{ height: view.trend.fillPx }} />
      </span>
      <span
        role="img"
        className={`rt-bb ${view.bollinger}`}
        title={BOLLINGER_LABEL[view.bollinger]}
        aria-label={BOLLINGER_LABEL[view.bollinger]}
      />
      <span
        className={`rt-box ${view.didi.tone}${view.agulhada !== 'neutral' ? ' agulhada' : ''}`}
        title={view.didi.title}
      >
        {view.didi.text}
        {view.didi.side && <span className="rt-side">{view.didi.side}</span>}
        {view.didi.arrows && (
          <span title="Didi curta e longa divergem">
            {ARROW[view.didi.arrows.short]}
            {ARROW[view.didi.arrows.long]}
          </span>
        )}
      </span>
      <span className={`rt-box ${view.stoc}`}>STOC</span>
      <span className={`rt-box ${view.trix}`}>TRIX</span>
    </div>
  );
});
