import { signalLabel, type ChartMark } from '@agulhadas/domain/chart';
import { candleDateLabel } from './model/chart-format';
import type { Timeframe } from '@agulhadas/domain/timeframes';

interface ChartSignalsProps {
  marksNewestFirst: readonly ChartMark[];
  timeframe: Timeframe;
  onPick: (time: number) => void;
}

/** The signals marked on the chart, newest first; picking one brings its candle into view. */
export function ChartSignals({ marksNewestFirst, timeframe, onPick }: ChartSignalsProps) {
  return (
    <section className="chart-signals" aria-labelledby="chart-signals-title">
      <h2 id="chart-signals-title">Sinais marcados ({marksNewestFirst.length})</h2>
      {marksNewestFirst.length === 0 ? (
        <p className="muted">Nenhum sinal nestes candles.</p>
      ) : (
        <ul>
          {marksNewestFirst.map((mark) => (
            <li key={`${mark.time}${mark.kind}`}>
              <button type="button" className={mark.side === 1 ? 'buy' : 'sell'} onClick={() => onPick(mark.time)}>
                {signalLabel(mark.kind, mark.side)} — {candleDateLabel(mark.time, timeframe)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
