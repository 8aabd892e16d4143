/** The part of Telegram's WebApp object the mini-page uses. */
export interface TelegramWebApp {
  initData: string;
  initDataUnsafe?: { user?: { id?: number | string } };
  ready?: () => void;
  expand?: () => void;
}

declare global {
  interface Window {
    Telegram?: { WebApp?: TelegramWebApp };
  }
}

export const TELEGRAM_SCRIPT = 'https://telegram.org/js/telegram-web-app.js';
const SCRIPT_TIMEOUT_MS = 8000;

/**
 * Telegram opens a mini-page with its launch parameters in the URL fragment (`tgWebAppData` is the signed
 * initData). telegram-web-app.js reads them there; when that script cannot load (offline, the local Telegram
 * page) the page reads them itself. The server verifies the signature either way.
 */
export function webAppFromLaunchParams(hash: string): TelegramWebApp | null {
  const initData = new URLSearchParams(hash.replace(/^#/, '')).get('tgWebAppData');
  if (!initData) return null;
  try {
    const user = JSON.parse(new URLSearchParams(initData).get('user') ?? 'null') as { id?: number } | null;
    return { initData, initDataUnsafe: { user: user?.id === undefined ? undefined : { id: user.id } } };
  } catch {
    return null;
  }
}

/** The WebApp object when this page runs inside Telegram (its script sets initData only there). */
export function currentWebApp(): TelegramWebApp | null {
  const webApp = window.Telegram?.WebApp;
  return webApp?.initData ? webApp : webAppFromLaunchParams(window.location.hash);
}

/**
 * Loads Telegram's script on this page only (the CSP allows https://telegram.org), then answers the WebApp
 * object, or null outside Telegram. A `window.Telegram` already present (a test's fake) skips the download;
 * a failed or slow download counts as "not in Telegram".
 */
export function loadTelegramWebApp(): Promise<TelegramWebApp | null> {
  if (window.Telegram) return Promise.resolve(currentWebApp());
  return new Promise((resolve) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${TELEGRAM_SCRIPT}"]`);
    const script = existing ?? document.createElement('script');
    const timer = window.setTimeout(() => resolve(currentWebApp()), SCRIPT_TIMEOUT_MS);
    const done = () => {
      window.clearTimeout(timer);
      resolve(currentWebApp());
    };
    script.addEventListener('load', done, { once: true });
    script.addEventListener('error', done, { once: true });
    if (!existing) {
      script.src = TELEGRAM_SCRIPT;
      script.async = true;
      document.head.appendChild(script);
    }
  });
}

/** The chat id for the server check: in a private chat with the bot it is the Telegram user's id. */
export function telegramUserId(webApp: TelegramWebApp): string | null {
  const id = webApp.initDataUnsafe?.user?.id;
  return id === undefined || id === null ? null : String(id);
}
