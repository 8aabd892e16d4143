import { memo } from 'react';
import { chartUrl } from '../../domain/presentation/chart-link';
import { BOLLINGER_LABEL, bollingerLight, DIDI_LETTER_TITLE, didiPresentation, toneOf, trendBar, TREND_BAR_HEIGHT_PX } from '../../domain/presentation/reading-presentation';
import { rowOpacity } from '../../domain/presentation/staleness';
import type { Reading } from '../../domain/reading';
import { TIMEFRAME_LABEL, type Timeframe } from '../../domain/timeframes';

interface TimeframeRowProps {
  asset: string;
  timeframe: Timeframe;
  reading: Reading;
  now: Date;
  fadeExpired: boolean;
  layoutUrl: string | null;
  onChartClick: (timeframe: Timeframe) => void;
}

const ARROW = { up: '↑', down: '↓' } as const;

/** One timeframe of a card (spec 02 §4): trend bar, Bollinger light, Didi box, STOC and TRIX boxes, agulhada. */
export const TimeframeRow = memo(function TimeframeRow({ asset, timeframe, reading, now, fadeExpired, layoutUrl, onChartClick }: TimeframeRowProps) {
  const opacity = rowOpacity(timeframe, reading.lastUpdate, now, { fadeExpired });
  const bar = trendBar(reading);
  const light = bollingerLight(reading.bollingerStatus);
  const didi = didiPresentation(reading);
  const agulhada = toneOf(reading.agulhado);
  const label = TIMEFRAME_LABEL[timeframe];
  return (
    <div className={`tf-row${agulhada !== 'neutral' ? ` agulhada ${agulhada}` : ''}`} style={{ opacity }} data-timeframe={timeframe} data-stale={opacity < 1 ? 'true' : undefined}>
      <a
        className="tf-label"
        href={chartUrl(asset, timeframe, layoutUrl)}
        target="_blank"
        rel="noopener noreferrer"
        title={`Abrir gráfico ${label}`}
        onClick={() => onChartClick(timeframe)}
      >
        {label}
      </a>
      <span className={`trend-bar ${bar.tone}`} style={{ height: TREND_BAR_HEIGHT_PX }} title={`ADX ${reading.adx[0].toFixed(1)}${bar.accelerating ? ' (acelerando)' : ''}`}>
        <span className="trend-fill" style={{ height: bar.fillPx }} />
      </span>
      <span className={`bb-light ${light}`} title={BOLLINGER_LABEL[light]} aria-label={BOLLINGER_LABEL[light]} />
      <span className={`didi-box ${didi.tone}`} title={didi.letter ? DIDI_LETTER_TITLE[didi.letter] : 'Didi'}>
        {didi.letter || 'Didi'}
        {didi.arrows && (
          <span className="didi-arrows" title="Didi curta e longa divergem">
            {ARROW[didi.arrows.short]}
            {ARROW[didi.arrows.long]}
          </span>
        )}
      </span>
      <span className={`osc-box ${toneOf(reading.stockStatus)}`}>STOC</span>
      <span className={`osc-box ${toneOf(reading.trixStatus)}`}>TRIX</span>
      {agulhada !== 'neutral' && <span className={`agulhada-badge ${agulhada}`}>{agulhada === 'buy' ? 'Agulhada de compra' : 'Agulhada de venda'}</span>}
    </div>
  );
});
