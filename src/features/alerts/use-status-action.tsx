import { useState } from 'react';
import { useNotice } from '../../lib/notice-provider';
import { errorMessage } from './toast';

export interface ActionStatus {
  ok: boolean;
  text: string;
}

/**
 * One change at a time on a settings screen: busy while it runs, then its outcome in a status line (the text the
 * change answers, or the server's reason in Portuguese), and on success also the short notice.
 */
export function useStatusAction() {
  const notify = useNotice();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<ActionStatus | null>(null);
  const run = async (action: () => Promise<string>, notice: string, failure: string) => {
    setBusy(true);
    setStatus(null);
    try {
      setStatus({ ok: true, text: await action() });
      notify(notice);
    } catch (error) {
      setStatus({ ok: false, text: errorMessage(error, failure) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, status, setStatus, run };
}

export function StatusLine({ status }: { status: ActionStatus | null }) {
  if (!status) return null;
  return (
    <p className={status.ok ? 'success' : 'error'} role="status">
      {status.text}
    </p>
  );
}
