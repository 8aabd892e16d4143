import { useCallback, useState } from 'react';
import { useSession } from '../../app/providers/session-provider';
import type { Alert } from '../../domain/alerts/alert';
import type { Timeframe } from '../../domain/timeframes';
import { configOf, deleteAlert, saveAlert } from './alerts-api';
import { errorMessage } from './toast';

export const DELETE_ALERT_CONFIRM = 'Excluir alerta?';

/**
 * Switch and delete of single alerts, shared by the card back and /alertas: each call goes to /api/userAlerts
 * and then reloads getUserInfo, which carries the user's alerts. Errors go to `onError` (the toast).
 */
export function useAlertActions(onError: (message: string) => void) {
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const { reloadUserInfo } = session;

  const run = useCallback(
    async (action: () => Promise<unknown>) => {
      setBusy(true);
      try {
        await action();
        await reloadUserInfo();
      } catch (error) {
        onError(errorMessage(error));
      } finally {
        setBusy(false);
      }
    },
    [onError, reloadUserInfo],
  );

  const toggle = useCallback((asset: string, alert: Alert, active: boolean) => void run(() => saveAlert(asset, alert.timeframe as Timeframe, configOf(alert, active))), [run]);

  const remove = useCallback(
    (asset: string, alert: Alert) => {
      if (!window.confirm(DELETE_ALERT_CONFIRM)) return;
      void run(() => deleteAlert(asset, alert.timeframe, alert.id));
    },
    [run],
  );

  return { busy, run, toggle, remove };
}
