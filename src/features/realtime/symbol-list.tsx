import { memo, useDeferredValue, useMemo, useState } from 'react';
import type { RealtimeSymbol } from '@agulhadas/domain/realtime/protocol';

interface SymbolListProps {
  symbols: readonly RealtimeSymbol[];
  subscribed: readonly string[];
  onToggle: (key: string) => void;
}

/** Every available asset with an on/off dot: a click subscribes or unsubscribes. */
export const SymbolList = memo(function SymbolList({ symbols, subscribed, onToggle }: SymbolListProps) {
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter.trim().toLowerCase());
  const on = useMemo(() => new Set(subscribed), [subscribed]);
  // About 1450 rows: a filter keeps the list usable; short filters show everything.
  const shown = useMemo(
    () =>
      deferred.length < 2
        ? symbols
        : symbols.filter((s) => s.asset.toLowerCase().includes(deferred) || s.nome.toLowerCase().includes(deferred)),
    [symbols, deferred],
  );
  return (
    <aside className="rt-side" aria-label="Ativos disponíveis">
      <input
        className="rt-filter"
        type="search"
        placeholder="Filtrar ativos"
        aria-label="Filtrar ativos"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      <ul className="rt-symbols">
        {shown.map((symbol) => {
          const active = on.has(symbol.key);
          return (
            <li key={symbol.key}>
              <button
                type="button"
                className="rt-symbol-toggle"
                aria-pressed={active}
                onClick={() => onToggle(symbol.key)}
                title={symbol.nome}
              >
                <span className={`rt-dot ${active ? 'on' : 'off'}`} aria-hidden="true" />
                <span className="rt-symbol-key">{symbol.asset}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </aside>
  );
});
