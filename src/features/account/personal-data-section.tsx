import { useState, type FormEvent } from 'react';
import { ApiError, apiFetch } from '../../lib/api';
import { downloadFile } from '../../lib/download-file';
import { useNotice } from '../../lib/notice-provider';
import { paths } from '../../lib/paths';

const DELETION_WORD = 'EXCLUIR';

/** /conta's 'Seus dados': download everything the site holds about the person, or delete the account. */
export function PersonalDataSection() {
  const notify = useNotice();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');

  async function download() {
    setBusy(true);
    try {
      const data = await apiFetch<unknown>('/api/myData', { method: 'POST', body: {} });
      downloadFile('meus-dados-agulhadas.json', JSON.stringify(data, null, 2), 'application/json');
      notify('Arquivo com os seus dados baixado.', 'success');
    } catch (failure) {
      notify(
        failure instanceof ApiError ? failure.message : 'Não foi possível baixar os seus dados. Tente novamente.',
        'error',
      );
    } finally {
      setBusy(false);
    }
  }

  async function erase(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await apiFetch<{ message: string }>('/api/deleteAccount', {
        method: 'POST',
        body: { confirmacao: typed.trim() },
      });
      notify(answer.message, 'success');
      // The session belongs to an account that no longer exists: end it.
      window.location.assign(paths.logout);
    } catch (failure) {
      notify(
        failure instanceof ApiError ? failure.message : 'Não foi possível excluir a conta. Tente novamente.',
        'error',
      );
      setBusy(false);
    }
  }

  return (
    <section className="personal-data" aria-labelledby="personal-data-title">
      <h2 id="personal-data-title">Seus dados</h2>
      <p>
        Baixe um arquivo com tudo o que guardamos sobre você: conta, assinaturas, pagamentos, alertas, favoritos,
        comentários, aparelhos, Telegram e notificações.
      </p>
      <button type="button" className="button-secondary" onClick={() => void download()} disabled={busy}>
        Baixar meus dados
      </button>
      {!confirming ? (
        <p>
          <button type="button" className="button-danger" onClick={() => setConfirming(true)} disabled={busy}>
            Excluir minha conta
          </button>
        </p>
      ) : (
        <form className="account-deletion" onSubmit={(event) => void erase(event)}>
          <p>
            A exclusão apaga a sua conta, alertas, favoritos, comentários, aparelhos e a ligação com o Telegram, e não
            pode ser desfeita. Os registros de pagamento (assinaturas, faturas e pedidos) ficam guardados pelo prazo que
            a lei fiscal exige. Uma assinatura no cartão precisa ter a renovação cancelada antes.
          </p>
          <label className="field">
            Digite {DELETION_WORD} para confirmar
            <input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" required />
          </label>
          <div className="account-deletion-actions">
            <button type="submit" className="button-danger" disabled={busy || typed.trim() !== DELETION_WORD}>
              Excluir definitivamente
            </button>
            <button type="button" className="button-secondary" onClick={() => setConfirming(false)} disabled={busy}>
              Cancelar
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
