import { useCallback, useState } from 'react';
import { useNotice } from '../../lib/notice-provider';
import { useSession } from '../../lib/session-provider';
import type { Alert } from '@agulhadas/domain/alerts/alert';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { configOf, deleteAlert, saveAlert } from './alerts-api';
import { errorMessage } from './toast';

export const DELETE_ALERT_CONFIRM = 'Excluir alerta?';

/**
 * Switch and delete of single alerts, shared by the card back and /alertas: each call goes to /api/userAlerts
 * and then reloads getUserInfo, which carries the user's alerts. Errors go to `onError` (the toast).
 */
export function useAlertActions(onError: (message: string) => void) {
  const session = useSession();
  const notify = useNotice();
  const [busy, setBusy] = useState(false);
  const { reloadUserInfo } = session;

  const run = useCallback(
    async (action: () => Promise<unknown>, done?: string) => {
      setBusy(true);
      try {
        await action();
        if (done) notify(done);
        await reloadUserInfo();
      } catch (error) {
        onError(errorMessage(error));
      } finally {
        setBusy(false);
      }
    },
    [onError, reloadUserInfo, notify],
  );

  const toggle = useCallback(
    (asset: string, alert: Alert, active: boolean) =>
      void run(
        () => saveAlert(asset, alert.timeframe as Timeframe, configOf(alert, active)),
        active ? 'Alerta ligado.' : 'Alerta desligado.',
      ),
    [run],
  );

  const remove = useCallback(
    (asset: string, alert: Alert) => {
      if (!window.confirm(DELETE_ALERT_CONFIRM)) return;
      void run(() => deleteAlert(asset, alert.timeframe, alert.id), 'Alerta excluído.');
    },
    [run],
  );

  return { busy, run, toggle, remove };
}
