import { useLocation, useSearchParams } from 'react-router';
import { AlertMomentSection } from './alert-moment-section';
import { ReadingRow } from './reading-row';
import { useTelegramMiniPage } from './use-telegram-mini-page';
import './telegram.css';

export const ONLY_IN_TELEGRAM = 'Essa pagina só funciona no Telegram';

/**
 * /telegram — the mini-page the alert message's button opens inside Telegram: current readings per
 * timeframe and, with a notification id, the readings at the moment of the alert. The server checks the chat id
 * Telegram gives the page against the user's saved code (the site cookie is not there).
 */
export function TelegramScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  const asset = params.get('asset') ?? '';
  const state = useTelegramMiniPage(asset, params);

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
                  charts={{
                    asset,
                    suffix: `?${new URLSearchParams({ u: params.get('u') ?? '' }).toString()}${location.hash}`,
                  }}
                />
              ))}
            </ul>
          </section>
          {state.data.notification && <AlertMomentSection notification={state.data.notification} priced={state.data} />}
        </>
      )}
    </main>
  );
}
