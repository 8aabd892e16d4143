import { Link, useLocation } from 'react-router';
import { chartUrl } from '../../lib/chart-link';
import { TIMEFRAME_LABEL, type Timeframe } from '@agulhadas/domain/timeframes';
import { paths } from '../../lib/paths';

interface ChartHeadProps {
  asset: string;
  name: string;
  timeframe: Timeframe;
  timeframes: readonly Timeframe[];
}

/** The asset's name, the timeframes it can be seen in (keeping the address's query), and the TradingView link. */
export function ChartHead({ asset, name, timeframe, timeframes }: ChartHeadProps) {
  const location = useLocation();
  return (
    <header className="chart-head">
      <h1>
        {asset} <span className="chart-name">{name}</span>
      </h1>
      <nav className="tf-switcher" aria-label="Tempo gráfico">
        {timeframes.map((tf) => (
          <Link
            key={tf}
            to={`${paths.chart(asset, tf)}${location.search}${location.hash}`}
            aria-current={tf === timeframe ? 'page' : undefined}
          >
            {TIMEFRAME_LABEL[tf]}
          </Link>
        ))}
      </nav>
      <a className="external-chart" href={chartUrl(asset, timeframe)} target="_blank" rel="noopener noreferrer">
        Abrir no TradingView ↗
      </a>
    </header>
  );
}
