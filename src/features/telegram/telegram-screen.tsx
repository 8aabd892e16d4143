import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { chartUrl } from '../../domain/presentation/chart-link';
import type { Reading } from '../../domain/reading';
import { FORMING_LABEL, FORMING_TITLE, isForming } from '../../domain/presentation/reading-presentation';
import { TIMEFRAME_LABEL, isTimeframe } from '../../domain/timeframes';
import { apiFetch } from '../../lib/api';
import { formatDateTime, formatPrice } from '../../domain/presentation/format';
import type { TickedAsset } from '../../domain/price-tick';
import { loadTelegramWebApp, telegramUserId } from '../../lib/telegram-web-app';
import './telegram.css';

export const ONLY_IN_TELEGRAM = 'Essa pagina só funciona no Telegram';

interface MiniPageData extends TickedAsset {
  userId: string;
  nome?: string;
  assetInfo: Reading[];
  notification: { assetData: Reading[]; lastNotification: string; timeframe?: string; message?: string } | null;
}

type State = { kind: 'loading' } | { kind: 'outside' } | { kind: 'error'; message: string } | { kind: 'ready'; data: MiniPageData };

const signal = (value: number, buy: string, sell: string) => (value === 1 ? buy : value === -1 ? sell : '—');

/** The current readings link to the product's chart (signed by the same Telegram data) and to the external one. */
interface ChartLinks {
  asset: string;
  /** What the chart screen needs to prove the chat: the user and the launch fragment (initData when Telegram's script is absent). */
  suffix: string;
}

function ReadingRow({ reading, priced, dateLabel, charts }: { reading: Reading; priced: TickedAsset; dateLabel: string; charts?: ChartLinks }) {
  const label = isTimeframe(reading.timeframe) ? TIMEFRAME_LABEL[reading.timeframe] : reading.timeframe;
  return (
    <li className="mini-reading" data-timeframe={reading.timeframe}>
      <strong className="tf">{label}</strong>
      <span>
        {dateLabel}: {formatDateTime(reading.lastUpdate)}
        {isForming(reading) && (
          <em className="forming" title={FORMING_TITLE}>
            {' '}
            ({FORMING_LABEL})
          </em>
        )}
      </span>
      <span className="price">Preço: {formatPrice(reading.preco, priced)}</span>
      <span className="signals">
        Agulhada: {signal(reading.agulhado, 'compra', 'venda')} · Tendência: {signal(reading.temTendencia, 'compra', 'venda')} · Bollinger:{' '}
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

/** 'Alerta em' date and the price of the alert's timeframe at that moment. */
function AlertMoment({ notification, priced }: { notification: NonNullable<MiniPageData['notification']>; priced: TickedAsset }) {
  const reading = notification.assetData.find((item) => item.timeframe === notification.timeframe) ?? notification.assetData[0];
  return (
    <p className="alert-moment">
      Alerta em: {formatDateTime(notification.lastNotification)}
      {reading && <> · Preço: {formatPrice(reading.preco, priced)}</>}
    </p>
  );
}

/**
 * /telegram — the mini-page the alert message's button opens inside Telegram: current readings per
 * timeframe and, with a notification id, the readings at the moment of the alert. The server checks the chat id
 * Telegram gives the page against the user's saved code (the site cookie is not there).
 */
export function TelegramScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  const asset = params.get('asset') ?? '';
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    document.title = asset || 'Telegram';
    let cancelled = false;
    void (async () => {
      const webApp = await loadTelegramWebApp();
      const chatId = webApp ? telegramUserId(webApp) : null;
      if (cancelled) return;
      if (!webApp || !chatId) {
        setState({ kind: 'outside' });
        return;
      }
      webApp.ready?.();
      webApp.expand?.();
      const query = new URLSearchParams({ asset, u: params.get('u') ?? '' });
      const tf = params.get('tf');
      if (tf) query.set('timeframe', tf);
      const ts = params.get('ts');
      if (ts) query.set('timestamp', ts);
      const notification = params.get('notification');
      if (notification) query.set('nid', notification);
      try {
        // Telegram's signed initData proves the chat; the server verifies it with the bot's token.
        const data = await apiFetch<MiniPageData>(`/api/getTelegramNotification?${query.toString()}`, { headers: { 'x-telegram-init-data': webApp.initData } });
        if (!cancelled) setState({ kind: 'ready', data });
      } catch (error) {
        if (!cancelled) setState({ kind: 'error', message: error instanceof Error ? error.message : 'Erro ao carregar.' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [asset, params]);

  return (
    <main className="telegram-page">
      <h1>{asset}</h1>
      {state.kind === 'loading' && <p className="loading">Carregando dados...</p>}
      {state.kind === 'outside' && <p className="outside">{ONLY_IN_TELEGRAM}</p>}
      {state.kind === 'error' && <p className="error">{state.message}</p>}
      {state.kind === 'ready' && (
        <>
          {state.data.nome && <p className="muted">{state.data.nome}</p>}
          <section aria-label="Leituras atuais">
            <ul className="mini-readings">
              {state.data.assetInfo.map((reading) => (
                <ReadingRow
                  key={reading.timeframe}
                  reading={reading}
                  priced={state.data}
                  dateLabel="Última leitura"
                  charts={{ asset, suffix: `?${new URLSearchParams({ u: params.get('u') ?? '' }).toString()}${location.hash}` }}
                />
              ))}
            </ul>
          </section>
          {state.data.notification && (
            <section aria-label="No momento do alerta">
              <h2>No momento do alerta</h2>
              {state.data.notification.message && <p>{state.data.notification.message}</p>}
              <AlertMoment notification={state.data.notification} priced={state.data} />
              <ul className="mini-readings">
                {state.data.notification.assetData.map((reading) => (
                  <ReadingRow key={reading.timeframe} reading={reading} priced={state.data} dateLabel="Leitura" />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </main>
  );
}
