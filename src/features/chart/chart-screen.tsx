import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { MARKED_SIGNALS, type MarkedSignal, signalLabel } from '../../domain/chart';
import { candleDateLabel } from '../../domain/presentation/chart-format';
import { chartUrl } from '../../domain/presentation/chart-link';
import { FORMING_TITLE } from '../../domain/presentation/reading-presentation';
import { NO_FOUR_HOUR } from '../../domain/categories';
import { isTimeframe, TIMEFRAME_LABEL, type Timeframe } from '../../domain/timeframes';
import { CandleLegend } from './candle-legend';
import type { ChartPanels } from './didi-chart';
import { TrackRecordPanel } from './track-record-panel';
import { useChart } from './use-chart';
import './chart.css';

// The charting library is its own chunk, requested as soon as this screen's code runs (beside the data). Not
// React.lazy: a Suspense boundary that showed its fallback waits ~300 ms before revealing, longer than the chunk takes.
type DidiChartComponent = typeof import('./didi-chart').DidiChart;
let loadedChart: DidiChartComponent | null = null;
const loadingChart = import('./didi-chart').then((module) => (loadedChart = module.DidiChart));

/** The chart component once its chunk has loaded (at once when it already has). */
function useDidiChart(): DidiChartComponent | null {
  const [component, setComponent] = useState<DidiChartComponent | null>(() => loadedChart);
  useEffect(() => {
    if (component) return undefined;
    let live = true;
    void loadingChart.then((loaded) => live && setComponent(() => loaded));
    return () => {
      live = false;
    };
  }, [component]);
  return component;
}

/** The toggles of the marks on the chart, one per kind of signal. */
const MARK_KIND_LABEL: Record<MarkedSignal, string> = { agulhado: 'Agulhadas', alerta: 'Alertas', confirmacao: 'Confirmações', pontofalso: 'Pontos falsos' };

function ChartView({ asset, timeframe, telegramUser }: { asset: string; timeframe: Timeframe; telegramUser: string | null }) {
  const { data, error } = useChart(asset, timeframe, telegramUser);
  const DidiChart = useDidiChart();
  const [panels, setPanels] = useState<ChartPanels>({ stochastic: false, trix: false });
  const [hovered, setHovered] = useState<number | null>(null);
  // A new object per pick, so picking the same signal again brings it back into view.
  const [focus, setFocus] = useState<{ index: number } | null>(null);
  const [hiddenKinds, setHiddenKinds] = useState<ReadonlySet<MarkedSignal>>(new Set());
  const location = useLocation();
  const marksNewestFirst = useMemo(() => (data ? [...data.marks].reverse() : []), [data]);
  useEffect(() => setFocus(null), [data]);

  if (error?.status === 403 && !telegramUser) return <Navigate to={paths.plans} replace />;
  if (error) return <p className="chart-error">{error.message}</p>;
  if (!data) return <p className="muted">Carregando o gráfico…</p>;
  const last = data.time.length - 1;
  const legendIndex = hovered ?? focus?.index ?? last;
  const toggleKind = (kind: MarkedSignal, shown: boolean) => {
    const next = new Set(hiddenKinds);
    if (shown) next.delete(kind);
    else next.add(kind);
    setHiddenKinds(next);
  };
  const indexOfTime = (time: number) => data.time.indexOf(time);
  return (
    <>
      <header className="chart-head">
        <h1>
          {asset} <span className="chart-name">{data.nome}</span>
        </h1>
        <nav className="tf-switcher" aria-label="Tempo gráfico">
          {data.timeFrames.map((tf) => (
            <Link key={tf} to={`${paths.chart(asset, tf)}${location.search}${location.hash}`} aria-current={tf === timeframe ? 'page' : undefined}>
              {TIMEFRAME_LABEL[tf]}
            </Link>
          ))}
        </nav>
        <a className="external-chart" href={chartUrl(asset, timeframe)} target="_blank" rel="noopener noreferrer">
          Abrir no TradingView ↗
        </a>
      </header>
      {data.delayMinutes !== undefined && (
        <p className="chart-delay">
          Dados com atraso de {data.delayMinutes} minutos: só candles fechados até então. <Link to={paths.plans}>Assine para ver em tempo real</Link>
        </p>
      )}
      {!data.timeFrames.includes(timeframe) ? (
        <p className="muted">{NO_FOUR_HOUR}</p>
      ) : last < 0 ? (
        <p className="muted">Ainda não há candles guardados deste ativo neste tempo gráfico.</p>
      ) : (
        <>
          <div className="panel-toggles">
            <label>
              <input type="checkbox" checked={panels.stochastic} onChange={(e) => setPanels({ ...panels, stochastic: e.target.checked })} /> Estocástico
            </label>
            <label>
              <input type="checkbox" checked={panels.trix} onChange={(e) => setPanels({ ...panels, trix: e.target.checked })} /> TRIX
            </label>
            <span className="mark-toggles" role="group" aria-label="Sinais no gráfico">
              {MARKED_SIGNALS.map((kind) => (
                <label key={kind}>
                  <input type="checkbox" checked={!hiddenKinds.has(kind)} onChange={(e) => toggleKind(kind, e.target.checked)} /> {MARK_KIND_LABEL[kind]}
                </label>
              ))}
            </span>
            {data.forming && (
              <span className="forming-note" title={FORMING_TITLE}>
                Último candle em formação (cinza): pode mudar até fechar.
              </span>
            )}
          </div>
          <CandleLegend data={data} index={legendIndex} />
          {DidiChart ? (
            <DidiChart data={data} panels={panels} hiddenKinds={hiddenKinds} focus={focus} onHover={setHovered} />
          ) : (
            <div className="didi-chart loading">Carregando o gráfico…</div>
          )}
          <p className="chart-key">
            <span className="ma3">MM3</span> <span className="ma8">MM8</span> <span className="ma20">MM20</span> <span className="bb">Bollinger (8, 2)</span> ·
            painéis: Didi Index (curta e longa, em % da MM8), DMI/ADX (8, 8) com a linha 32
          </p>
          <section className="chart-signals" aria-labelledby="chart-signals-title">
            <h2 id="chart-signals-title">Sinais marcados ({data.marks.length})</h2>
            {data.marks.length === 0 ? (
              <p className="muted">Nenhum sinal nestes candles.</p>
            ) : (
              <ul>
                {marksNewestFirst.map((mark) => (
                  <li key={`${mark.time}${mark.kind}`}>
                    <button
                      type="button"
                      className={mark.side === 1 ? 'buy' : 'sell'}
                      onClick={() => {
                        setHovered(null);
                        setFocus({ index: indexOfTime(mark.time) });
                      }}
                    >
                      {signalLabel(mark.kind, mark.side)} — {candleDateLabel(mark.time, timeframe)}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <TrackRecordPanel groups={data.trackRecord} />
        </>
      )}
    </>
  );
}

/**
 * /grafico/:exchange/:symbol/:timeframe — the Didi chart inside the product: candles, averages and Bollinger,
 * the Didi and DMI/ADX panels, every signal marked on its candle and what followed it. Locked assets send
 * non-payers to the plans.
 */
export function ChartScreen() {
  const params = useParams();
  const [search] = useSearchParams();
  const asset = `${params.exchange ?? ''}:${params.symbol ?? ''}`;
  const timeframe = params.timeframe ?? '';
  useEffect(() => {
    document.title = `${asset} · gráfico`;
  }, [asset]);
  return (
    <main className="chart-screen">
      {isTimeframe(timeframe) ? (
        <ChartView key={`${asset}|${timeframe}`} asset={asset} timeframe={timeframe} telegramUser={search.get('u')} />
      ) : (
        <p className="chart-error">Tempo gráfico inválido: use 15, 60, 240, D ou W.</p>
      )}
    </main>
  );
}
