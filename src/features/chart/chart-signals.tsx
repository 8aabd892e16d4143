import { signalLabel, type ChartData, type ChartMark } from '@agulhadas/domain/chart';
import { candleNameAt } from './chart-time';

interface ChartSignalsProps {
  marksNewestFirst: readonly ChartMark[];
  data: ChartData;
  onPick: (time: number) => void;
}

/** The signals marked on the chart, newest first; picking one brings its candle into view. */
export function ChartSignals({ marksNewestFirst, data, onPick }: ChartSignalsProps) {
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
                {signalLabel(mark.kind, mark.side)} — {candleNameAt(data, mark.time)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
