import { useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api';
import { loadTelegramWebApp, telegramUserId } from '../../lib/telegram-web-app';
import type { MiniPageData } from './mini-page-data';

export type MiniPageState =
  | { kind: 'loading' }
  | { kind: 'outside' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; data: MiniPageData };

/** The query getTelegramNotification takes, from the link in the alert message (user code, timeframe, moment, notification). */
function notificationQuery(asset: string, params: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams({ asset, u: params.get('u') ?? '' });
  const tf = params.get('tf');
  if (tf) query.set('timeframe', tf);
  const ts = params.get('ts');
  if (ts) query.set('timestamp', ts);
  const notification = params.get('notification');
  if (notification) query.set('nid', notification);
  return query;
}

/**
 * Loads the mini-page once Telegram's WebApp is known: outside Telegram (no WebApp or no chat id) nothing is
 * asked of the server. Loaded once per launch, not revalidated: the page shows one alert's moment.
 */
export function useTelegramMiniPage(asset: string, params: URLSearchParams): MiniPageState {
  const [state, setState] = useState<MiniPageState>({ kind: 'loading' });

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
      try {
        // Telegram's signed initData proves the chat; the server verifies it with the bot's token.
        const data = await apiFetch<MiniPageData>(
          `/api/getTelegramNotification?${notificationQuery(asset, params).toString()}`,
          {
            headers: { 'x-telegram-init-data': webApp.initData },
          },
        );
        if (!cancelled) setState({ kind: 'ready', data });
      } catch (error) {
        if (!cancelled)
          setState({ kind: 'error', message: error instanceof Error ? error.message : 'Erro ao carregar.' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [asset, params]);

  return state;
}
