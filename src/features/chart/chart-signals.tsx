import { signalLabel, type ChartMark } from '@agulhadas/domain/chart';
import { candleDateLabel } from './model/chart-format';
import type { Timeframe } from '@agulhadas/domain/timeframes';

interface ChartSignalsProps {
  marksNewestFirst: readonly ChartMark[];
  timeframe: Timeframe;
  onPick: (time: number) => void;
}

/** Where the needle's averages met, said in words (the chart shades those candles): the mark is on the candle that completed the order. */
function MeetingNote({ meeting, time, timeframe }: { meeting: readonly number[]; time: number; timeframe: Timeframe }) {
  const earlier = meeting.filter((t) => t !== time);
  if (earlier.length === 0) return <span className="meeting-note">médias se encontraram neste candle</span>;
  return <span className="meeting-note">médias se encontraram em {earlier.map((t) => candleDateLabel(t, timeframe)).join(' e ')} (sombreado)</span>;
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
            <li key={`${mark.time}${mark.kind}`} data-kind={mark.kind} data-time={mark.time} data-meeting={mark.meeting?.join(',')}>
              <button type="button" className={mark.side === 1 ? 'buy' : 'sell'} onClick={() => onPick(mark.time)}>
                {signalLabel(mark.kind, mark.side)} — {candleDateLabel(mark.time, timeframe)}
              </button>
              {mark.meeting && <MeetingNote meeting={mark.meeting} time={mark.time} timeframe={timeframe} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
