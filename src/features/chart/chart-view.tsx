import { Link, Navigate } from 'react-router';
import { NO_FOUR_HOUR } from '@agulhadas/domain/categories';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { paths } from '../../lib/paths';
import { useAfterPaint } from '../../lib/use-after-paint';
import { CandleLegend } from './candle-legend';
import { ChartDataTable } from './chart-data-table';
import { ChartHead } from './chart-head';
import { ChartSignals } from './chart-signals';
import { ChartToggles } from './chart-toggles';
import { TrackRecordPanel } from './track-record-panel';
import { useChartView } from './use-chart-view';
import { useLazyDidiChart } from './use-lazy-didi-chart';

/** One asset's chart in one timeframe, with its legend, its signals and their track record. */
export function ChartView({
  asset,
  timeframe,
  telegramUser,
}: {
  asset: string;
  timeframe: Timeframe;
  telegramUser: string | null;
}) {
  const view = useChartView(asset, timeframe, telegramUser);
  const DidiChart = useLazyDidiChart(view.data !== undefined);
  // The signal list and the track record sit below the chart: they render in a task after the text above paints,
  // so the first render of a long history is not one long task.
  const restShown = useAfterPaint(view.data !== undefined);
  const { data, error } = view;

  if (error?.status === 403 && !telegramUser) return <Navigate to={paths.plans} replace />;
  if (error) return <p className="chart-error">{error.message}</p>;
  if (!data) return <p className="muted">Carregando o gráfico…</p>;
  return (
    <>
      <ChartHead asset={asset} name={data.nome} timeframe={timeframe} timeframes={data.timeFrames} />
      {data.delayMinutes !== undefined && (
        <p className="chart-delay">
          Dados com atraso de {data.delayMinutes} minutos: só candles fechados até então.{' '}
          <Link to={paths.plans}>Assine para ver em tempo real</Link>
        </p>
      )}
      {!data.timeFrames.includes(timeframe) ? (
        <p className="muted">{NO_FOUR_HOUR}</p>
      ) : view.last < 0 ? (
        <p className="muted">Ainda não há candles guardados deste ativo neste tempo gráfico.</p>
      ) : (
        <>
          <ChartToggles view={view} forming={data.forming} />
          <CandleLegend data={data} index={view.legendIndex} />
          {DidiChart ? (
            <DidiChart
              data={data}
              panels={view.panels}
              hiddenKinds={view.hiddenKinds}
              focus={view.focus}
              onHover={view.setHovered}
            />
          ) : (
            <div className="didi-chart loading">Carregando o gráfico…</div>
          )}
          <p className="chart-key">
            <span className="ma3">MM3</span> <span className="ma8">MM8</span> <span className="ma20">MM20</span>{' '}
            <span className="bb">Bollinger (8, 2)</span> · painéis: Didi Index (curta e longa, em % da MM8), DMI/ADX (8,
            8) com a linha 32
          </p>
          <ChartDataTable data={data} />
          {restShown && (
            <>
              <ChartSignals marksNewestFirst={view.marksNewestFirst} data={data} onPick={view.pickSignal} />
              <TrackRecordPanel groups={data.trackRecord} />
            </>
          )}
        </>
      )}
    </>
  );
}
