import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { useNotice } from '../../lib/notice-provider';

/** Runs a back-office change: shows its sentence (or the error), disables the buttons meanwhile, then reloads the list. */
export function useAdminAction(reload: () => Promise<unknown>) {
  const notify = useNotice();
  const [busy, setBusy] = useState(false);

  async function act(run: () => Promise<{ message: string }>): Promise<boolean> {
    setBusy(true);
    try {
      notify((await run()).message, 'success');
      return true;
    } catch (failure) {
      notify(failure instanceof ApiError ? failure.message : 'Não foi possível concluir. Tente novamente.', 'error');
      return false;
    } finally {
      setBusy(false);
      await reload();
    }
  }

  return { busy, act };
}
