import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { chartUrl } from '../../lib/chart-link';
import type { Reading } from '@agulhadas/domain/reading';
import { FORMING_LABEL, FORMING_TITLE, isForming } from '@agulhadas/domain/presentation/reading-presentation';
import { TIMEFRAME_LABEL, isTimeframe } from '@agulhadas/domain/timeframes';
import { formatPrice } from '@agulhadas/domain/presentation/format';
import { readingCandleLabel } from '@agulhadas/domain/presentation/candle-label';
import { MARKET_HOURS, type MarketHoursKey } from '@agulhadas/domain/market-hours';
import type { TickedAsset } from '@agulhadas/domain/price-tick';

const signal = (value: number, buy: string, sell: string) => (value === 1 ? buy : value === -1 ? sell : '—');

/** The current readings link to the product's chart (signed by the same Telegram data) and to the external one. */
export interface ChartLinks {
  asset: string;
  /** What the chart screen needs to prove the chat: the user and the launch fragment (initData when Telegram's script is absent). */
  suffix: string;
}

interface ReadingRowProps {
  reading: Reading;
  priced: TickedAsset & { marketHours?: MarketHoursKey };
  dateLabel: string;
  charts?: ChartLinks;
}

/**
 * One timeframe's reading: its candle (a daily or weekly one by its trading day, '28/11/2026' or 'semana de
 * 23/11/2026'; an intraday one by its open in Brasília), price, needle, trend and Bollinger state, and its chart links
 * when given.
 */
export function ReadingRow({ reading, priced, dateLabel, charts }: ReadingRowProps) {
  const label = isTimeframe(reading.timeframe) ? TIMEFRAME_LABEL[reading.timeframe] : reading.timeframe;
  return (
    <li className="mini-reading" data-timeframe={reading.timeframe}>
      <strong className="tf">{label}</strong>
      <span>
        {dateLabel}:{' '}
        {readingCandleLabel(reading.lastUpdate, reading.timeframe, MARKET_HOURS[priced.marketHours ?? 'ALWAYS'])}
        {isForming(reading) && (
          <em className="forming" title={FORMING_TITLE}>
            {' '}
            ({FORMING_LABEL})
          </em>
        )}
      </span>
      <span className="price">Preço: {formatPrice(reading.preco, priced)}</span>
      <span className="signals">
        Agulhada: {signal(reading.agulhado, 'compra', 'venda')} · Tendência:{' '}
        {signal(reading.temTendencia, 'compra', 'venda')} · Bollinger:{' '}
        {reading.bollingerStatus === 1 ? 'abertas' : reading.bollingerStatus === -1 ? 'fechadas' : 'paralelas'}
      </span>
      {charts && isTimeframe(reading.timeframe) && (
        <span className="chart-links">
          <Link to={`${paths.chart(charts.asset, reading.timeframe)}${charts.suffix}`}>Ver gráfico {label}</Link>
          {' · '}
          <a href={chartUrl(charts.asset, reading.timeframe)} target="_blank" rel="noopener noreferrer">
            TradingView ↗
          </a>
        </span>
      )}
    </li>
  );
}
