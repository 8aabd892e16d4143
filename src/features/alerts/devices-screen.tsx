import { useEffect, useState, type FormEvent } from 'react';
import { useNotice } from '../../app/providers/notice-provider';
import { useSession } from '../../app/providers/session-provider';
import { formatDateTime } from '../../domain/presentation/format';
import { AlertArea } from './alert-area-tabs';
import { saveTelegram } from './alerts-api';
import { TelegramConnect } from './telegram-connect';
import { errorMessage } from './toast';

export const TELEGRAM_SUBSCRIBERS_ONLY = 'Para configurar o Telegram você deve estar logado e ser assinante.';
const CHECKING = 'Verificando código Telegram...';

/** /dispositivos (spec 02 §2, §8): the Telegram chat code that receives the alert messages. */
export function DevicesScreen() {
  const session = useSession();
  const notify = useNotice();
  const saved = session.userInfo?.telegram ?? null;
  const [code, setCode] = useState('');
  const [active, setActive] = useState(true);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  // Start from the saved setting once getUserInfo has answered.
  useEffect(() => {
    if (!saved) return;
    setCode(saved.id);
    setActive(saved.active);
  }, [saved]);

  const title = 'Dispositivos';
  if (!session.dataLoaded) return <AlertArea title={title}><p className="loading">{CHECKING}</p></AlertArea>;
  if (!session.clientPrincipal || !session.can('telegram:use')) return <AlertArea title={title}><p>{TELEGRAM_SUBSCRIBERS_ONLY}</p></AlertArea>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    try {
      const telegram = await saveTelegram(code.trim(), active);
      await session.reloadUserInfo();
      setStatus({ ok: true, text: telegram.active ? 'Telegram configurado. Os alertas serão enviados para esse código.' : 'Código salvo. O envio pelo Telegram está desligado.' });
      notify('Telegram salvo.');
    } catch (error) {
      setStatus({ ok: false, text: errorMessage(error, 'Não foi possível salvar o código.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AlertArea title={title}>
      {saved?.blockedAt && !saved.active && (
        <p className="error" role="alert">
          O nosso robô foi bloqueado no Telegram em {formatDateTime(saved.blockedAt)}, por isso os alertas pelo Telegram foram desligados. Desbloqueie o robô no
          Telegram e conecte de novo.
        </p>
      )}
      <TelegramConnect />
      <p className="hint">Ou, se preferir, pelo código:</p>
      <form className="telegram-form" onSubmit={(event) => void submit(event)}>
        <p className="hint">Abra o nosso robô no Telegram, envie /start e copie aqui o código que ele responder.</p>
        <label className="field">
          Código do Telegram
          <input value={code} required maxLength={64} onChange={(event) => setCode(event.target.value)} autoComplete="off" />
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={active} onChange={(event) => setActive(event.target.checked)} /> Receber os alertas no Telegram
        </label>
        <button type="submit" className="button-primary" disabled={busy || !code.trim()}>
          Salvar
        </button>
      </form>
      {busy && <p className="loading">{CHECKING}</p>}
      {status && (
        <p className={status.ok ? 'success' : 'error'} role="status">
          {status.text}
        </p>
      )}
    </AlertArea>
  );
}
