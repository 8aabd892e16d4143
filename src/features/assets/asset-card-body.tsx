import { Link } from 'react-router';
import type { ListedAsset } from '@agulhadas/domain/list-reading';
import { MARKET_HOURS } from '@agulhadas/domain/market-hours';
import { paths } from '../../lib/paths';
import { AssetCardBack } from './asset-card-back';
import type { CardContext } from './card-context';
import { TimeframeRow } from './timeframe-row';
import { trackChartClick } from './track-chart-click';
import type { AssetCardState } from './use-asset-card';

interface AssetCardBodyProps {
  item: ListedAsset;
  ctx: CardContext;
  card: AssetCardState;
}

/** The card's face: its timeframe rows, the locked note, or, flipped, the asset's alerts. */
export function AssetCardBody({ item, ctx, card }: AssetCardBodyProps) {
  return (
    <div className="card-body">
      {card.flipped ? (
        <AssetCardBack asset={item.asset} assetType={item.assetType} />
      ) : item.locked ? (
        <p className="locked-note">
          Ativo exclusivo para assinantes. <Link to={paths.plans}>Assine</Link>
        </p>
      ) : card.rows.length === 0 ? (
        <p className="muted">Sem leituras no momento.</p>
      ) : (
        card.rows.map((tf) => (
          <TimeframeRow
            key={tf}
            asset={item.asset}
            timeframe={tf}
            reading={item.readings[tf]!}
            now={ctx.now}
            delayMinutes={card.delayMinutes}
            hours={item.marketHours ? MARKET_HOURS[item.marketHours] : undefined}
            fadeExpired={ctx.fadeExpired}
            onChartClick={trackChartClick}
          />
        ))
      )}
    </div>
  );
}
