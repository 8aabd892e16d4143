import { memo } from 'react';
import { formatPrice } from '@agulhadas/domain/presentation/format';
import type { RealtimeSymbol, SymbolUpdate } from '@agulhadas/domain/realtime/protocol';
import type { RealtimeTimeframe } from '@agulhadas/domain/realtime/timeframes';
import { IndicatorPanel } from './indicator-panel';

interface RealtimeCardProps {
  symbol: RealtimeSymbol;
  update: SymbolUpdate | undefined;
  timeframes: readonly RealtimeTimeframe[];
  /** 'sem negócios …' when the symbol has not traded for a while (silence.ts); null while it trades. */
  silence: string | null;
}

/** A subscribed asset: exchange, symbol, name, price (dimmed and explained when silent) and the selected timeframes' panels. */
export const RealtimeCard = memo(function RealtimeCard({ symbol, update, timeframes, silence }: RealtimeCardProps) {
  const [exchange, code] = symbol.asset.includes(':') ? symbol.asset.split(':', 2) : ['', symbol.asset];
  return (
    <article className="rt-card" data-asset={symbol.key} aria-label={symbol.asset}>
      <header className="rt-card-head">
        <span className="rt-exchange">{exchange}</span>
        <strong className="rt-symbol">{code}</strong>
        <span className="rt-quote">
          <span className={silence ? 'rt-price silent' : 'rt-price'} data-testid="rt-price">
            {formatPrice(update?.preco, symbol)}
          </span>
          {silence && (
            <span className="rt-silent" data-testid="rt-silent">
              {silence}
            </span>
          )}
        </span>
      </header>
      <div className="rt-name">{update?.nome ?? symbol.nome}</div>
      <div className="rt-panels">
        {timeframes.map((timeframe) => (
          <IndicatorPanel key={timeframe} timeframe={timeframe} indicators={update?.indicators[timeframe]} />
        ))}
      </div>
    </article>
  );
});
