import { Link } from 'react-router';
import type { ListedAsset } from '@agulhadas/domain/list-reading';
import { chartUrl } from '../../lib/chart-link';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { paths } from '../../lib/paths';
import { trackChartClick } from './track-chart-click';

interface AssetCardTitleProps {
  item: ListedAsset;
  label: string;
  mainTimeframe: Timeframe;
  layoutUrl: string | null;
}

/** The card's symbol (a link to its chart, or to the plans when locked), name and exchange. */
export function AssetCardTitle({ item, label, mainTimeframe, layoutUrl }: AssetCardTitleProps) {
  return (
    <div className="card-title">
      {item.locked ? (
        <Link className="symbol" to={paths.plans} title="Exclusivo para assinantes">
          {label}
          <span className="lock-star" aria-label="Exclusivo para assinantes">
            ★
          </span>
        </Link>
      ) : (
        <span className="symbol-row">
          <Link
            className="symbol"
            to={paths.chart(item.asset, mainTimeframe)}
            title={`Gráfico ${label}`}
            onClick={() => trackChartClick(item.asset, mainTimeframe)}
          >
            {label}
          </Link>
          <a
            className="external-chart"
            href={chartUrl(item.asset, mainTimeframe, layoutUrl)}
            target="_blank"
            rel="noopener noreferrer"
            title="Abrir no TradingView"
            aria-label={`Abrir ${label} no TradingView`}
          >
            ↗
          </a>
        </span>
      )}
      <span className="name">{item.nome}</span>
      <span className="exchange">{item.assetPrefix}</span>
    </div>
  );
}
