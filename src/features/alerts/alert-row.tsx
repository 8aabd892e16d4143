import type { Alert } from '@agulhadas/domain/alerts/alert';
import { CLOSE_ONLY_LABEL } from '@agulhadas/domain/alerts/alert-frequency';
import { alertTitle } from '@agulhadas/domain/alerts/alert-message';
import { preCloseSummary } from '@agulhadas/domain/alerts/pre-close';
import { describeRule } from '@agulhadas/domain/alerts/rule-labels';
import { frequencyLabel } from './alert-labels';
import type { useAlertActions } from './use-alert-actions';

export interface AlertRowProps {
  alert: Alert;
  /** Full editing (Assinante/VIP); without it the owner may only switch the alert off. */
  canEdit: boolean;
  busy: boolean;
  onToggle: (alert: Alert, active: boolean) => void;
  onEdit?: (alert: Alert) => void;
  onDelete?: (alert: Alert) => void;
}

/** One alert: on/off checkbox, what it watches, how often, and edit/delete for paying users. */
export function AlertRow({ alert, canEdit, busy, onToggle, onEdit, onDelete }: AlertRowProps) {
  const title = alertTitle(alert);
  return (
    <li className="alert-row" data-alert-id={alert.id} data-active={alert.active ? 'true' : 'false'}>
      <label className="alert-switch">
        <input
          type="checkbox"
          checked={alert.active}
          disabled={busy || (!alert.active && !canEdit)}
          aria-label={`${alert.active ? 'Desligar' : 'Ligar'} alerta ${title}`}
          onChange={(event) => onToggle(alert, event.target.checked)}
        />
        <span className="alert-title">{title}</span>
      </label>
      <span className="alert-meta">
        {alert.message.trim() ? `${alert.rules.map(describeRule).join(', ')} · ` : ''}
        {frequencyLabel(alert.frequency)}
        {alert.closeOnly ? ` · ${CLOSE_ONLY_LABEL}` : ''}
        {alert.preCloseMinutes ? ` · ${preCloseSummary(alert.preCloseMinutes)}` : ''}
      </span>
      {canEdit && (
        <span className="alert-actions">
          {onEdit && (
            <button
              type="button"
              className="link"
              disabled={busy}
              onClick={() => onEdit(alert)}
              aria-label={`Editar alerta ${title}`}
            >
              Editar
            </button>
          )}
          {onDelete && (
            <button
              type="button"
              className="link danger"
              disabled={busy}
              onClick={() => onDelete(alert)}
              aria-label={`Excluir alerta ${title}`}
            >
              Excluir
            </button>
          )}
        </span>
      )}
    </li>
  );
}

/** The alerts of one asset and timeframe, switched and deleted through the shared alert actions. */
export function AlertRows({
  asset,
  alerts,
  canEdit,
  actions,
  onEdit,
}: {
  asset: string;
  alerts: readonly Alert[];
  canEdit: boolean;
  actions: ReturnType<typeof useAlertActions>;
  onEdit: (alert: Alert) => void;
}) {
  return (
    <ul className="alert-rows">
      {alerts.map((alert) => (
        <AlertRow
          key={alert.id}
          alert={alert}
          canEdit={canEdit}
          busy={actions.busy}
          onToggle={(target, active) => actions.toggle(asset, target, active)}
          onEdit={onEdit}
          onDelete={(target) => actions.remove(asset, target)}
        />
      ))}
    </ul>
  );
}
