import { useEffect, useState } from 'react';
import type { PushDevice, PushDevicesAnswer } from '@agulhadas/domain/push/push-device';
import { formatDateTime } from '@agulhadas/domain/presentation/format';
import { pushDevices, removePushDevice, savePushSubscription } from './push-api';
import { subscribeThisBrowser, thisBrowser } from './push-subscribe';
import { errorMessage } from './toast';
import { StatusLine, useStatusAction } from './use-status-action';

/**
 * /dispositivos, notifications: 'Receber alertas neste aparelho' subscribes this browser to web push (one device per
 * browser; subscribing again updates it), and the user's devices are listed, each with 'Remover'.
 */
export function PushDevices() {
  const [settings, setSettings] = useState<PushDevicesAnswer | null>(null);
  const { busy, status, setStatus, run } = useStatusAction();

  useEffect(() => {
    let live = true;
    pushDevices().then(
      (answer) => live && setSettings(answer),
      (error: unknown) =>
        live && setStatus({ ok: false, text: errorMessage(error, 'Não foi possível carregar os aparelhos.') }),
    );
    return () => {
      live = false;
    };
  }, [setStatus]);

  const change = (action: () => Promise<PushDevice[]>, done: string, failure: string) =>
    run(
      async () => {
        const devices = await action();
        setSettings((current) => current && { ...current, devices });
        return done;
      },
      done,
      failure,
    );

  return (
    <section className="push-devices" aria-labelledby="push-devices-title">
      <h2 id="push-devices-title">Notificações no aparelho</h2>
      <p className="hint">Receba os alertas como notificação neste celular ou computador, mesmo com o site fechado.</p>
      {settings && (
        <>
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              void change(
                async () => savePushSubscription(await subscribeThisBrowser(thisBrowser(), settings)),
                'Este aparelho vai receber os alertas.',
                'Não foi possível ativar as notificações neste aparelho.',
              )
            }
          >
            Receber alertas neste aparelho
          </button>
          {settings.devices.length === 0 ? (
            <p>Nenhum aparelho recebe notificações.</p>
          ) : (
            <ul className="push-device-list" aria-label="Aparelhos que recebem os alertas">
              {settings.devices.map((device) => (
                <li key={device.id}>
                  <span>
                    {device.label} <small>desde {formatDateTime(device.createdAt)}</small>
                  </span>
                  <button
                    type="button"
                    className="button-secondary"
                    disabled={busy}
                    aria-label={`Remover ${device.label}`}
                    onClick={() =>
                      void change(
                        () => removePushDevice(device.id),
                        'Aparelho removido.',
                        'Não foi possível remover o aparelho.',
                      )
                    }
                  >
                    Remover
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <StatusLine status={status} />
    </section>
  );
}
