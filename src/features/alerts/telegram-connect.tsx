import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../app/providers/session-provider';
import { telegramLink } from './alerts-api';

const POLL_MS = 3000;

/**
 * 'Conectar com o Telegram' (issue 15): one tap opens the bot with a one-time token for this user; the bot links
 * the chat, and this screen notices it (it asks for the user's info every few seconds while a link is open,
 * until the chat changes or the link expires). The link is made in advance so the tap itself opens Telegram.
 */
export function TelegramConnect() {
  const session = useSession();
  const linkedChat = session.userInfo?.telegram?.id ?? null;
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const [waitingSince, setWaitingSince] = useState<string | null>(null);
  const chatWhenOpened = useRef<string | null>(null);

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
    if (!waitingSince || !link) return;
    if (linkedChat !== chatWhenOpened.current) {
      setWaitingSince(null);
      refresh();
      return;
    }
    if (Date.now() > Date.parse(link.expiresAt)) {
      setWaitingSince(null);
      return;
    }
    const timer = window.setTimeout(() => void session.reloadUserInfo(), POLL_MS);
    return () => window.clearTimeout(timer);
  }, [waitingSince, linkedChat, link, session, refresh]);

  if (failed) return <p className="error">Não foi possível preparar o link do Telegram. Use o código abaixo.</p>;
  return (
    <div className="telegram-connect">
      <a
        className={`button-primary${link ? '' : ' disabled'}`}
        href={link?.url ?? '#'}
        target="_blank"
        rel="noopener noreferrer"
        aria-disabled={!link}
        onClick={() => {
          chatWhenOpened.current = linkedChat;
          setWaitingSince(new Date().toISOString());
        }}
      >
        Conectar com o Telegram
      </a>
      {waitingSince ? (
        <p className="loading" role="status">
          Aguardando a confirmação no Telegram…
        </p>
      ) : (
        linkedChat && (
          <p className="success" role="status">
            Telegram conectado (chat {linkedChat}).
          </p>
        )
      )}
    </div>
  );
}
