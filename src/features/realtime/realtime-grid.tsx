import type { RealtimeSymbol, SymbolUpdate } from '@agulhadas/domain/realtime/protocol';
import { silenceLabel } from './model/silence';
import type { RealtimeTimeframe } from '@agulhadas/domain/realtime/timeframes';
import { useClock } from '../../lib/use-clock';
import { RealtimeCard } from './realtime-card';

interface RealtimeGridProps {
  cards: readonly RealtimeSymbol[];
  updates: Readonly<Record<string, SymbolUpdate>>;
  timeframes: readonly RealtimeTimeframe[];
  serverNow: () => number;
  /** Connected: the clock ticks only then (nothing new can arrive otherwise). */
  live: boolean;
}

/**
 * The subscribed cards. The page's one 1-second clock lives here, so its tick re-renders the grid only (not the
 * 1450-symbol list); each card gets its silence text alone, so a card that trades does not re-render on the tick.
 */
export function RealtimeGrid({ cards, updates, timeframes, serverNow, live }: RealtimeGridProps) {
  useClock(1000, live);
  const now = serverNow();
  return (
    <div className="rt-grid">
      {cards.map((symbol) => {
        const update = updates[symbol.key];
        return (
          <RealtimeCard
            key={symbol.key}
            symbol={symbol}
            update={update}
            timeframes={timeframes}
            silence={update ? silenceLabel(update.lastUpdate, now) : null}
          />
        );
      })}
    </div>
  );
}
