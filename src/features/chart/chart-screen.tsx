import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { isTimeframe } from '@agulhadas/domain/timeframes';
import { ChartView } from './chart-view';
import './chart.css';

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
    <div className="chart-screen">
      {isTimeframe(timeframe) ? (
        <ChartView key={`${asset}|${timeframe}`} asset={asset} timeframe={timeframe} telegramUser={search.get('u')} />
      ) : (
        <p className="chart-error">Tempo gráfico inválido: use 15, 60, 240, D ou W.</p>
      )}
    </div>
  );
}
