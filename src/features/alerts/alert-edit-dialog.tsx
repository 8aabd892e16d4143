import type { Alert } from '@agulhadas/domain/alerts/alert';
import type { AlertFrequency } from '@agulhadas/domain/alerts/alert-frequency';
import { useDialogFocus } from '../../lib/use-dialog-focus';
import { AlertForm } from './alert-form';

interface AlertEditDialogProps {
  asset: string;
  alert: Alert;
  defaultFrequency: AlertFrequency;
  onClose: () => void;
  onError: (message: string) => void;
  onSaved: () => void;
}

/** 'Meus alertas' edits one alert in a modal: focus inside, Escape cancels, focus back on its 'Editar' after. */
export function AlertEditDialog({ asset, alert, defaultFrequency, onClose, onError, onSaved }: AlertEditDialogProps) {
  const dialog = useDialogFocus<HTMLDivElement>(onClose);
  return (
    <div className="modal-backdrop" role="presentation">
      <div
        ref={dialog}
        tabIndex={-1}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-label={`Editar alerta de ${asset}`}
      >
        <h2>{asset}</h2>
        <AlertForm
          asset={asset}
          alert={alert}
          timeframe={alert.timeframe}
          defaultFrequency={defaultFrequency}
          onCancel={onClose}
          onError={onError}
          onSaved={onSaved}
        />
      </div>
    </div>
  );
}
