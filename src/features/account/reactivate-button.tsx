import { useState } from 'react';
import { ApiError, NO_CONNECTION } from '../../lib/api';
import { reactivateSubscription } from './account-api';

interface Props {
  subId: string;
  onChanged: () => Promise<unknown>;
}

/** 'Reativar': undoes the cancellation of a card subscription before its paid period ends, so it renews again. */
export function ReactivateButton({ subId, onChanged }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const reactivate = async () => {
    setBusy(true);
    setError('');
    try {
      await reactivateSubscription(subId);
      await onChanged();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : NO_CONNECTION);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="invoice-actions">
      <button type="button" className="primary" disabled={busy} onClick={reactivate}>
        Reativar
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
