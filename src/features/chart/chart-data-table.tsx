import { signalLabel, type ChartData } from '@agulhadas/domain/chart';
import { formatPriceWith } from '@agulhadas/domain/presentation/format';
import { FORMING_LABEL } from '@agulhadas/domain/presentation/reading-presentation';
import { candleNameAt } from './chart-time';
import { CHART_TABLE_CANDLES } from './model/chart-table-size';

/**
 * The chart's text alternative: the newest candles (date, open, high, low, close) and the signals marked on each, as
 * a table under a disclosure, reachable by keyboard and read by screen readers.
 */
export function ChartDataTable({ data }: { data: ChartData }) {
  const first = Math.max(0, data.time.length - CHART_TABLE_CANDLES);
  const indices = data.time
    .map((_time, index) => index)
    .slice(first)
    .reverse();
  const price = (value: number | null) => formatPriceWith(value, data.priceDigits);
  return (
    <details className="chart-data-table">
      <summary>Dados do gráfico</summary>
      <table>
        <caption>Últimos {indices.length} candles, do mais recente ao mais antigo</caption>
        <thead>
          <tr>
            <th scope="col">Data/hora</th>
            <th scope="col">Abertura</th>
            <th scope="col">Máxima</th>
            <th scope="col">Mínima</th>
            <th scope="col">Fechamento</th>
            <th scope="col">Sinais</th>
          </tr>
        </thead>
        <tbody>
          {indices.map((index) => {
            const time = data.time[index];
            const signals = data.marks
              .filter((mark) => mark.time === time)
              .map((mark) => signalLabel(mark.kind, mark.side));
            const forming = data.forming && index === data.time.length - 1;
            return (
              <tr key={time} data-time={time}>
                <th scope="row">
                  {candleNameAt(data, time)}
                  {forming && ` (${FORMING_LABEL})`}
                </th>
                <td>{price(data.open[index])}</td>
                <td>{price(data.high[index])}</td>
                <td>{price(data.low[index])}</td>
                <td>{price(data.close[index])}</td>
                <td>{signals.length ? signals.join(', ') : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </details>
  );
}
