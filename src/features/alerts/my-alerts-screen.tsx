import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useNotice } from '../../lib/notice-provider';
import { useSession } from '../../lib/session-provider';
import type { Alert } from '@agulhadas/domain/alerts/alert';
import { AlertArea } from './alert-area-tabs';
import { AlertEditDialog } from './alert-edit-dialog';
import { TIMEFRAME_NAMES } from './alert-labels';
import { AlertRows } from './alert-row';
import { deleteAlerts, switchAll, updateAlerts } from './alerts-api';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { SubscribersOnly } from './subscribers-only';
import { Toast, useToast } from './toast';
import { useAlertActions } from './use-alert-actions';
import { useDefaultFrequency } from './use-default-frequency';
import { BellIcon } from '../../components/icons';

export const DELETE_ALL_ALERTS_CONFIRM = 'Tem certeza que quer remover todos os seus alertas?';

/** /alertas: 'Meus alertas' grouped by asset and timeframe, edit modal, bulk on/off/delete. */
export function MyAlertsScreen() {
  const session = useSession();
  const notify = useNotice();
  const toast = useToast();
  const actions = useAlertActions(toast.show);
  const frequency = useDefaultFrequency();
  const [editing, setEditing] = useState<{ asset: string; alert: Alert } | null>(null);
  const groups = (session.userInfo?.alerts ?? []).filter((group) => group.alerts.length > 0);
  const canEdit = session.can('alerts:use');

  if (!session.dataLoaded)
    return (
      <AlertArea title="Meus alertas">
        <p className="loading">Carregando...</p>
      </AlertArea>
    );
  if (!session.clientPrincipal)
    return (
      <AlertArea title="Meus alertas">
        <SignInPrompt>para ver seus alertas e notificações.</SignInPrompt>
      </AlertArea>
    );

  const everything = groups.flatMap((group) =>
    group.alerts.map((alert) => ({ asset: group.asset, timeframe: group.timeframe, id: alert.id })),
  );
  const turnAll = (active: boolean) =>
    void actions.run(
      () => updateAlerts(switchAll(groups, active)),
      active ? 'Alertas ligados.' : 'Alertas desligados.',
    );
  const removeAll = () => {
    if (!window.confirm(DELETE_ALL_ALERTS_CONFIRM)) return;
    void actions.run(() => deleteAlerts(everything), 'Alertas excluídos.');
  };

  return (
    <AlertArea title="Meus alertas">
      {!canEdit && <SubscribersOnly />}
      {groups.length === 0 ? (
        <div className="empty">
          <p>Não há alertas configurados.</p>
          <p>
            Para criar um alerta, toque no ícone do sino (<BellIcon />) de um ativo na{' '}
            <Link to={paths.assets()}>lista de ativos</Link>.
          </p>
        </div>
      ) : (
        <>
          <div className="bulk-actions">
            {canEdit && session.can('alerts:turnOnAll') && (
              <button type="button" className="button-secondary" disabled={actions.busy} onClick={() => turnAll(true)}>
                Ligar todos
              </button>
            )}
            <button type="button" className="button-secondary" disabled={actions.busy} onClick={() => turnAll(false)}>
              Desligar todos
            </button>
            {canEdit && (
              <button type="button" className="button-secondary danger" disabled={actions.busy} onClick={removeAll}>
                Excluir todos
              </button>
            )}
          </div>
          {groups.map((group) => (
            <section
              key={`${group.asset}|${group.timeframe}`}
              className="alert-group"
              data-asset={group.asset}
              data-timeframe={group.timeframe}
            >
              <h2>
                {group.asset} <span className="muted">· {TIMEFRAME_NAMES[group.timeframe]}</span>
              </h2>
              <AlertRows
                asset={group.asset}
                alerts={group.alerts}
                canEdit={canEdit}
                actions={actions}
                onEdit={(target) => setEditing({ asset: group.asset, alert: target })}
              />
            </section>
          ))}
        </>
      )}
      {editing && (
        <AlertEditDialog
          asset={editing.asset}
          alert={editing.alert}
          defaultFrequency={frequency}
          onClose={() => setEditing(null)}
          onError={toast.show}
          onSaved={() => {
            setEditing(null);
            notify('Alerta salvo.');
            void session.reloadUserInfo();
          }}
        />
      )}
      <Toast message={toast.message} onClose={toast.close} />
    </AlertArea>
  );
}
