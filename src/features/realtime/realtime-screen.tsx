import { useMemo } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../lib/session-provider';
import { paths } from '../../lib/paths';
import { SELECTED_TIMEFRAMES_KEY } from './model/storage-keys';
import { REALTIME_TEXTS, REALTIME_VIP_ONLY } from './model/texts';
import {
  isRealtimeTimeframe,
  REALTIME_TIMEFRAMES,
  type RealtimeTimeframe,
} from '@agulhadas/domain/realtime/timeframes';
import { useStoredState } from '../../lib/local-storage';
import { PoliteAnnouncer } from '../../components/polite-announcer';
import { priceSummary } from './model/price-summary';
import { RealtimeGrid } from './realtime-grid';
import { SymbolList } from './symbol-list';
import { TimeframePicker } from './timeframe-picker';
import type { ConnectionStatus } from './realtime-connection';
import { useRealtimeConnection } from './use-realtime-connection';
import './realtime.css';

const STATUS_LABEL: Record<ConnectionStatus, string> = {
  off: REALTIME_TEXTS.off,
  connecting: REALTIME_TEXTS.connecting,
  on: REALTIME_TEXTS.on,
};

/** /rt (beta, VIP): the 1-second feed of the subscribed assets. */
export function RealtimeScreen() {
  const session = useSession();
  if (!session.dataLoaded) return <p className="loading">Carregando...</p>;
  if (!session.can('realtime:use')) {
    return (
      <section className="realtime">
        <h1>{REALTIME_TEXTS.title}</h1>
        <p className="rt-vip-only">
          {REALTIME_VIP_ONLY} <Link to={paths.plans}>Conheça os planos</Link>
        </p>
      </section>
    );
  }
  return <RealtimeDashboard />;
}

function RealtimeDashboard() {
  const connection = useRealtimeConnection();
  const [storedTimeframes, setTimeframes] = useStoredState<RealtimeTimeframe[]>(SELECTED_TIMEFRAMES_KEY, [
    ...REALTIME_TIMEFRAMES,
  ]);
  // A stored value from an older version or edited by hand is cleaned, not trusted.
  const timeframes = useMemo(
    () =>
      Array.isArray(storedTimeframes)
        ? REALTIME_TIMEFRAMES.filter((tf) => storedTimeframes.some((s) => isRealtimeTimeframe(s) && s === tf))
        : [...REALTIME_TIMEFRAMES],
    [storedTimeframes],
  );
  const bySymbol = useMemo(
    () => new Map(connection.symbols.map((symbol) => [symbol.key, symbol])),
    [connection.symbols],
  );
  const cards = connection.subscribed.map((key) => bySymbol.get(key)).filter((symbol) => symbol !== undefined);
  const summary = connection.status === 'on' ? priceSummary(cards, connection.updates) : '';

  return (
    <section className="realtime">
      <header className="rt-toolbar">
        <h1>{REALTIME_TEXTS.title}</h1>
        <span className="badge">beta</span>
        <button
          type="button"
          className={`rt-toggle ${connection.status}`}
          aria-pressed={connection.status !== 'off'}
          onClick={connection.toggleConnection}
          title="Ligar ou desligar o tempo real"
        >
          {STATUS_LABEL[connection.status]}
        </button>
        <TimeframePicker selected={timeframes} onChange={setTimeframes} />
      </header>
      {connection.error && (
        <div className="rt-error" role="alert">
          {connection.error}
        </div>
      )}
      {/* Prices tick every second: a screen reader hears a summary now and then, not every tick. */}
      <PoliteAnnouncer summary={summary} testId="rt-announcer" />
      <div className="rt-body">
        <div className="rt-grid-wrap">
          <RealtimeGrid
            cards={cards}
            updates={connection.updates}
            timeframes={timeframes}
            serverNow={connection.serverNow}
            live={connection.status === 'on'}
          />
        </div>
        {connection.symbols.length > 0 && (
          <SymbolList
            symbols={connection.symbols}
            subscribed={connection.subscribed}
            onToggle={connection.toggleSymbol}
          />
        )}
      </div>
    </section>
  );
}
