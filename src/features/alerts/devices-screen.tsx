import { useState } from 'react';
import { useSession } from '../../lib/session-provider';
import { formatDateTime } from '@agulhadas/domain/presentation/format';
import { AlertArea } from './alert-area-tabs';
import { disconnectTelegram, saveTelegram } from './alerts-api';
import { TelegramCodeForm } from './telegram-code-form';
import { TelegramConnect } from './telegram-connect';
import { TelegramLinked } from './telegram-linked';
import { PushDevices } from './push-devices';
import { StatusLine, useStatusAction } from './use-status-action';

export const TELEGRAM_SUBSCRIBERS_ONLY = 'Para configurar o Telegram você deve estar logado e ser assinante.';
const CHECKING = 'Verificando código Telegram...';

/** What one change of the Telegram setting says: on the screen, and in the short notice when it worked. */
interface Change {
  run: () => Promise<string>;
  notice: string;
  failure: string;
  /** A code is being checked: the screen says so meanwhile. */
  checksCode?: boolean;
}

/**
 * /dispositivos: the Telegram chat that receives the alert messages. Without a chat, the one-tap
 * link and the code form; with one, the chat shown as linked, its alerts on or off, and 'Desconectar'.
 * Below, the browsers that receive the alerts as notifications (PushDevices).
 */
export function DevicesScreen() {
  const session = useSession();
  const saved = session.userInfo?.telegram ?? null;
  const [running, setRunning] = useState<Change | null>(null);
  const { busy, status, run } = useStatusAction();

  const title = 'Dispositivos';
  if (!session.dataLoaded)
    return (
      <AlertArea title={title}>
        <p className="loading">{CHECKING}</p>
      </AlertArea>
    );
  if (!session.clientPrincipal || !session.can('telegram:use'))
    return (
      <AlertArea title={title}>
        <p>{TELEGRAM_SUBSCRIBERS_ONLY}</p>
      </AlertArea>
    );

  // The screen shows what the server now holds: the user's info is read again after every change.
  const apply = async (change: Change) => {
    setRunning(change);
    await run(
      async () => {
        const text = await change.run();
        await session.reloadUserInfo();
        return text;
      },
      change.notice,
      change.failure,
    );
    setRunning(null);
  };

  return (
    <AlertArea title={title}>
      {saved?.blockedAt && !saved.active && (
        <p className="error" role="alert">
          O nosso robô foi bloqueado no Telegram em {formatDateTime(saved.blockedAt)}, por isso os alertas pelo Telegram
          foram desligados. Desbloqueie o robô no Telegram e ligue os alertas de novo.
        </p>
      )}
      {saved ? (
        <TelegramLinked
          telegram={saved}
          busy={busy}
          onSwitch={(active) =>
            void apply({
              run: async () =>
                (await saveTelegram(saved.id, active)).active
                  ? 'Alertas pelo Telegram ligados.'
                  : 'Alertas pelo Telegram desligados.',
              notice: 'Telegram salvo.',
              failure: 'Não foi possível salvar.',
            })
          }
          onDisconnect={() =>
            void apply({
              run: async () => {
                await disconnectTelegram();
                return 'Telegram desconectado. Este chat não vai mais receber os alertas.';
              },
              notice: 'Telegram desconectado.',
              failure: 'Não foi possível desconectar o Telegram.',
            })
          }
        />
      ) : (
        <>
          <TelegramConnect />
          <p className="hint">Ou, se preferir, pelo código:</p>
          <TelegramCodeForm
            busy={busy}
            onSave={(code, active) =>
              void apply({
                run: async () =>
                  (await saveTelegram(code, active)).active
                    ? 'Telegram configurado. Os alertas serão enviados para este chat.'
                    : 'Telegram configurado. O envio pelo Telegram está desligado.',
                notice: 'Telegram salvo.',
                failure: 'Não foi possível salvar o código.',
                checksCode: true,
              })
            }
          />
        </>
      )}
      {running?.checksCode && <p className="loading">{CHECKING}</p>}
      <StatusLine status={status} />
      {session.can('push:use') && <PushDevices />}
    </AlertArea>
  );
}
