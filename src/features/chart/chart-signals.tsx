import { signalLabel, type ChartData, type ChartMark } from '@agulhadas/domain/chart';
import { candleNameAt } from './chart-time';

interface ChartSignalsProps {
  marksNewestFirst: readonly ChartMark[];
  data: ChartData;
  onPick: (time: number) => void;
}

/** Where the needle's averages met, said in words (the chart shades those candles): the mark is on the candle that completed the order. */
function MeetingNote({ meeting, time, data }: { meeting: readonly number[]; time: number; data: ChartData }) {
  const earlier = meeting.filter((t) => t !== time);
  if (earlier.length === 0) return <span className="meeting-note">médias se encontraram neste candle</span>;
  return (
    <span className="meeting-note">
      médias se encontraram em {earlier.map((t) => candleNameAt(data, t)).join(' e ')} (sombreado)
    </span>
  );
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
            <li
              key={`${mark.time}${mark.kind}`}
              data-kind={mark.kind}
              data-time={mark.time}
              data-meeting={mark.meeting?.join(',')}
            >
              <button type="button" className={mark.side === 1 ? 'buy' : 'sell'} onClick={() => onPick(mark.time)}>
                {signalLabel(mark.kind, mark.side)} — {candleNameAt(data, mark.time)}
              </button>
              {mark.meeting && <MeetingNote meeting={mark.meeting} time={mark.time} data={data} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
