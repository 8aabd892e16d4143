import type { ListedAsset } from '@agulhadas/domain/list-reading';
import { formatCaptureTime, formatPrice } from '@agulhadas/domain/presentation/format';
import { isFreshCapture } from './model/staleness';
import { StaleBadge } from './stale-badge';

/** The card's price, when it was captured, and whether it is stale or delayed. */
export function AssetCardQuote({ item, now }: { item: ListedAsset; now: Date }) {
  return (
    <div className="card-quote">
      <span className="price">{formatPrice(item.preco, item)}</span>
      <time
        className={isFreshCapture(item.lastUpdate, now) ? 'capture fresh' : 'capture'}
        dateTime={item.lastUpdate ?? undefined}
      >
        {formatCaptureTime(item.lastUpdate)}
      </time>
      <StaleBadge item={item} now={now} />
      {item.delayed && (
        <abbr className="delay-marker" title="Dados com atraso de 20 minutos">
          D
        </abbr>
      )}
    </div>
  );
}
