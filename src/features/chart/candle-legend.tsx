import { signalLabel, type ChartData } from '@agulhadas/domain/chart';
import { candleName } from './chart-time';
import { formatPriceWith } from '@agulhadas/domain/presentation/format';
import { FORMING_LABEL } from '@agulhadas/domain/presentation/reading-presentation';

const oneDecimal = (v: number | null) =>
  v === null ? '—' : v.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const didi = (v: number | null) =>
  v === null ? '—' : `${(v * 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;

/** The values of one candle (the one under the pointer, the picked signal's, or the last) and its signals. */
export function CandleLegend({ data, index }: { data: ChartData; index: number }) {
  const time = data.time[index];
  const marks = data.marks.filter((m) => m.time === time);
  const forming = data.forming && index === data.time.length - 1;
  const price = (value: number | null) => formatPriceWith(value, data.priceDigits);
  return (
    <div className="candle-legend" aria-live="polite" data-time={time}>
      <strong className="legend-date">{candleName(data, index)}</strong>
      {forming && <span className="forming-badge">{FORMING_LABEL}</span>}
      <span>
        A {price(data.open[index])} · M {price(data.high[index])} · m {price(data.low[index])} · F{' '}
        {price(data.close[index])}
      </span>
      <span className="legend-lines">
        <span className="ma3">MM3 {price(data.lines.ma3[index])}</span>{' '}
        <span className="ma8">MM8 {price(data.lines.ma8[index])}</span>{' '}
        <span className="ma20">MM20 {price(data.lines.ma20[index])}</span>
      </span>
      <span className="legend-lines">
        Didi {didi(data.lines.didiCurta[index])} / {didi(data.lines.didiLonga[index])} · DI+{' '}
        {oneDecimal(data.lines.diPlus[index])} · DI− {oneDecimal(data.lines.diMinus[index])} · ADX{' '}
        {oneDecimal(data.lines.adx[index])}
      </span>
      {marks.length > 0 && (
        <span className="legend-marks">
          {marks.map((m) => (
            <span key={m.kind} className={`legend-mark ${m.side === 1 ? 'buy' : 'sell'}`}>
              {signalLabel(m.kind, m.side)}
            </span>
          ))}
        </span>
      )}
    </div>
  );
}
