import { useDidiChart, type DidiChartProps } from './use-didi-chart';

/**
 * The Didi chart (lightweight-charts, loaded with this screen only): candles with the 3, 8 and 20 averages and
 * Bollinger (8, 2), the signals marked on their candles; panels for the Didi Index, DMI/ADX and, when asked,
 * the stochastic and TRIX.
 */
export function DidiChart(props: DidiChartProps) {
  const container = useDidiChart(props);
  const { data, panels } = props;
  // The drawing is for the eye; its content is in text around it (legend, 'Sinais marcados', the track record).
  return (
    <>
      <div
        ref={container}
        className="didi-chart"
        role="img"
        aria-label={`Gráfico de ${data.asset} com médias 3, 8 e 20, Bollinger, Didi Index e DMI/ADX; os sinais estão listados abaixo.`}
        data-panes={3 + Number(panels.stochastic) + Number(panels.trix)}
      />
      <p className="chart-attribution">
        <a href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer">
          Gráfico por TradingView Lightweight Charts™
        </a>
      </p>
    </>
  );
}
