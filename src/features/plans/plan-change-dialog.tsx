import { useEffect, useState } from 'react';
import type { PlanDefinition } from '@agulhadas/domain/plans/plan-catalogue';
import type { PlanChangeQuote } from '@agulhadas/domain/plans/plan-change-request';
import { useDialogFocus } from '../../lib/use-dialog-focus';
import { changePlan, previewPlanChange } from './plan-change-api';

interface Props {
  subId: string;
  plan: PlanDefinition;
  /** After the change is applied (or scheduled). */
  onChanged: () => Promise<void>;
  onClose: () => void;
}

const failureText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * Changing the plan of the user's card subscription: the server prices it first (the provider's invoice preview)
 * and the dialog says what will happen, charged today and each renewal after, before anything is done.
 */
export function PlanChangeDialog({ subId, plan, onChanged, onClose }: Props) {
  const [quote, setQuote] = useState<PlanChangeQuote | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  // Escape is Cancelar: refused while the change is being applied.
  const dialog = useDialogFocus<HTMLDivElement>(() => {
    if (!busy) onClose();
  });

  useEffect(() => {
    let current = true;
    previewPlanChange(subId, plan).then(
      (answer) => current && setQuote(answer),
      (error: unknown) => current && setFailure(failureText(error, 'Não foi possível calcular a mudança de plano.')),
    );
    return () => {
      current = false;
    };
  }, [subId, plan]);

  const confirm = async () => {
    if (!quote) return;
    setBusy(true);
    setFailure('');
    try {
      await changePlan(quote, plan);
      await onChanged();
    } catch (error) {
      setFailure(failureText(error, 'Não foi possível mudar o plano.'));
      setBusy(false);
    }
  };

  return (
    <div className="modal-backdrop">
      <div
        ref={dialog}
        tabIndex={-1}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="plan-change-title"
      >
        <h2 id="plan-change-title">Mudar de plano</h2>
        {quote ? (
          <p className="plan-change-quote">{quote.text}</p>
        ) : (
          !failure && <p className="muted">Calculando o valor…</p>
        )}
        {failure && (
          <p className="field-error" role="alert">
            {failure}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" onClick={onClose} disabled={busy}>
            Cancelar
          </button>
          <button type="button" className="primary" disabled={!quote || busy} onClick={confirm}>
            Confirmar mudança
          </button>
        </div>
      </div>
    </div>
  );
}
