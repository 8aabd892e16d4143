import { memo } from 'react';
import { formatRealtimePrice } from '../../domain/realtime/price-format';
import type { RealtimeSymbol, SymbolUpdate } from '../../domain/realtime/protocol';
import type { RealtimeTimeframe } from '../../domain/realtime/timeframes';
import { silentText } from '../../domain/realtime/silence';
import { IndicatorPanel } from './indicator-panel';

interface RealtimeCardProps {
  symbol: RealtimeSymbol;
  update: SymbolUpdate | undefined;
  timeframes: readonly RealtimeTimeframe[];
  /** No trade for a while (domain/realtime/silence.ts): the price is shown dimmed with since when. */
  silent: boolean;
}

/** A subscribed asset: exchange, symbol, name, price and the selected timeframes' panels. */
export const RealtimeCard = memo(function RealtimeCard({ symbol, update, timeframes, silent }: RealtimeCardProps) {
  const [exchange, code] = symbol.asset.includes(':') ? symbol.asset.split(':', 2) : ['', symbol.asset];
  return (
    <article className="rt-card" data-asset={symbol.key} aria-label={symbol.asset}>
      <header className="rt-card-head">
        <span className="rt-exchange">{exchange}</span>
        <strong className="rt-symbol">{code}</strong>
        <span className={silent ? 'rt-price silent' : 'rt-price'} data-testid="rt-price">
          {formatRealtimePrice(update?.preco)}
        </span>
      </header>
      {silent && update && (
        <div className="rt-silent" data-testid="rt-silent" role="status">
          {silentText(update.lastUpdate)}
        </div>
      )}
      <div className="rt-name">{update?.nome ?? symbol.nome}</div>
      <div className="rt-panels">
        {timeframes.map((timeframe) => (
          <IndicatorPanel key={timeframe} timeframe={timeframe} indicators={update?.indicators[timeframe]} />
        ))}
      </div>
    </article>
  );
});
