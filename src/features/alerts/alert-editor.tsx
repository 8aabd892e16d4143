import { useEffect, useRef, useState } from 'react';
import { useNotice } from '../../lib/notice-provider';
import { useSession } from '../../lib/session-provider';
import type { Alert } from '@agulhadas/domain/alerts/alert';
import { TIMEFRAMES, type Timeframe } from '@agulhadas/domain/timeframes';
import { AlertForm } from './alert-form';
import { TIMEFRAME_NAMES } from './alert-labels';
import { AlertRows } from './alert-row';
import './alerts.css';
import { SubscribersOnly } from './subscribers-only';
import { Toast, useToast } from './toast';
import { useAlertActions } from './use-alert-actions';
import { useDefaultFrequency } from './use-default-frequency';

type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; alert: Alert };

/**
 * The alerts side of an asset card: the asset's alerts per timeframe with on/off, edit and delete,
 * toggling with the create/edit form. Users without 'alerts:use' see the plans message, and their existing
 * alerts only with the switch to turn them off.
 */
export function AlertEditor({
  asset,
  timeframes,
  defaultTimeframe = 'D',
}: {
  asset: string;
  timeframes?: readonly Timeframe[];
  defaultTimeframe?: Timeframe;
}) {
  const session = useSession();
  const notify = useNotice();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const newAlertButton = useRef<HTMLButtonElement>(null);
  const formWasOpen = useRef(false);
  // The form replaces the list: when it closes (saved, cancelled, Escape) focus returns to 'Novo alerta', not the page's start.
  useEffect(() => {
    if (mode.kind === 'list' && formWasOpen.current) newAlertButton.current?.focus();
    formWasOpen.current = mode.kind !== 'list';
  }, [mode]);
  const toast = useToast();
  const actions = useAlertActions(toast.show);
  const frequency = useDefaultFrequency();
  const canEdit = session.can('alerts:use');
  const groups = (session.userInfo?.alerts ?? []).filter((group) => group.asset === asset && group.alerts.length > 0);
  const ordered = TIMEFRAMES.flatMap((timeframe) => groups.filter((group) => group.timeframe === timeframe));
  const count = groups.reduce((sum, group) => sum + group.alerts.length, 0);

  if (mode.kind !== 'list' && canEdit) {
    return (
      <div className="alert-editor">
        <AlertForm
          asset={asset}
          timeframes={timeframes}
          alert={mode.kind === 'edit' ? mode.alert : undefined}
          timeframe={mode.kind === 'edit' ? mode.alert.timeframe : defaultTimeframe}
          defaultFrequency={frequency}
          onCancel={() => setMode({ kind: 'list' })}
          onError={toast.show}
          onSaved={() => {
            setMode({ kind: 'list' });
            notify('Alerta salvo.');
            void session.reloadUserInfo();
          }}
        />
        <Toast message={toast.message} onClose={toast.close} />
      </div>
    );
  }

  return (
    <div className="alert-editor">
      {!canEdit && <SubscribersOnly />}
      {canEdit && (
        <p className="muted" data-alerts-count={count}>
          {count === 1 ? '1 alerta configurado' : `${count} alertas configurados`}
        </p>
      )}
      {ordered.map((group) => (
        <section key={group.timeframe} className="alert-group" data-timeframe={group.timeframe}>
          <h4>{TIMEFRAME_NAMES[group.timeframe]}</h4>
          <AlertRows
            asset={asset}
            alerts={group.alerts}
            canEdit={canEdit}
            actions={actions}
            onEdit={(target) => setMode({ kind: 'edit', alert: target })}
          />
        </section>
      ))}
      {canEdit && (
        <button
          ref={newAlertButton}
          type="button"
          className="button-primary new-alert"
          onClick={() => setMode({ kind: 'new' })}
        >
          Novo alerta
        </button>
      )}
      <Toast message={toast.message} onClose={toast.close} />
    </div>
  );
}
