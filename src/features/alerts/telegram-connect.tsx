import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../lib/session-provider';
import { telegramLink } from './alerts-api';

const POLL_MS = 3000;

/**
 * 'Conectar com o Telegram', shown while no chat is linked: one tap opens the bot with a one-time token for this
 * user; the bot links the chat, and this screen notices it (it asks for the user's info every few seconds while a
 * link is open, until a chat is linked, which replaces this part of the screen, or the link expires). The link is
 * made in advance so the tap itself opens Telegram.
 */
export function TelegramConnect() {
  const { reloadUserInfo } = useSession();
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [failed, setFailed] = useState(false);
  /** When the link the user opened expires: the screen waits for the bot until then. */
  const [waitingUntil, setWaitingUntil] = useState<number | null>(null);

  const refresh = useCallback(() => {
    telegramLink()
      .then((made) => {
        setLink(made);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, []);

  useEffect(refresh, [refresh]);

  // A new link when this one expires, so the button always works.
  useEffect(() => {
    if (!link) return;
    const timer = window.setTimeout(refresh, Math.max(0, Date.parse(link.expiresAt) - Date.now()));
    return () => window.clearTimeout(timer);
  }, [link, refresh]);

  useEffect(() => {
    if (waitingUntil === null) return;
    const timer = window.setInterval(() => {
      if (Date.now() > waitingUntil) setWaitingUntil(null);
      else void reloadUserInfo();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [waitingUntil, reloadUserInfo]);

  if (failed) return <p className="error">Não foi possível preparar o link do Telegram. Use o código abaixo.</p>;
  return (
    <div className="telegram-connect">
      <a
        className={`button-primary${link ? '' : ' disabled'}`}
        href={link?.url ?? '#'}
        target="_blank"
        rel="noopener noreferrer"
        aria-disabled={!link}
        onClick={() => link && setWaitingUntil(Date.parse(link.expiresAt))}
      >
        Conectar com o Telegram
      </a>
      {waitingUntil !== null && (
        <p className="loading" role="status">
          Aguardando a confirmação no Telegram…
        </p>
      )}
    </div>
  );
}
