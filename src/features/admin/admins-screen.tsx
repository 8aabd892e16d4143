import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { formatDateTime } from '@agulhadas/domain/presentation/format';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session-provider';
import { ADMIN_API, adminAction, type AdminEntry } from './admin-api';
import { AdminCell, AdminTable } from './admin-table';
import { useAdminAction } from './use-admin-action';

/** Who may use the back office: add someone who has signed in (e-mail or user id), remove anyone but the last. */
export function AdminsScreen() {
  const { data, error, mutate } = useSWR<{ admins: AdminEntry[] }>(ADMIN_API.admins);
  const { clientPrincipal } = useSession();
  const [account, setAccount] = useState('');
  const { busy, act } = useAdminAction(mutate);

  async function add(event: FormEvent) {
    event.preventDefault();
    if (await act(() => adminAction(ADMIN_API.admins, 'POST', { account: account.trim() }))) setAccount('');
  }

  async function remove(admin: AdminEntry) {
    const self = admin.userId === clientPrincipal?.userId;
    const question = self
      ? 'Remover a si mesmo? Você perderá o acesso à administração agora.'
      : `Remover ${admin.email || admin.userId} dos administradores?`;
    if (!window.confirm(question)) return;
    await act(() => adminAction(ADMIN_API.admins, 'DELETE', { userId: admin.userId }));
  }

  if (error)
    return (
      <p role="alert">{error instanceof ApiError ? error.message : 'Não foi possível carregar os administradores.'}</p>
    );
  if (!data) return <p>Carregando…</p>;
  const last = data.admins.length <= 1;
  return (
    <section aria-labelledby="admins-title">
      <h2 id="admins-title">Administradores</h2>
      <p className="admin-hint">
        A pessoa precisa ter entrado no site pelo menos uma vez. O acesso começa no próximo login dela e termina na hora
        em que for removida.
      </p>
      <form className="admin-form" onSubmit={(event) => void add(event)}>
        <label>
          E-mail ou identificador
          <input
            value={account}
            onChange={(event) => setAccount(event.target.value)}
            required
            maxLength={200}
            autoComplete="off"
          />
        </label>
        <button type="submit" className="admin-add" disabled={busy || account.trim() === ''}>
          Adicionar
        </button>
      </form>
      <AdminTable columns={['E-mail', 'Identificador', 'Adicionado por', 'Em']} actions>
        {data.admins.map((admin) => (
          <tr key={admin.userId}>
            <AdminCell label="E-mail" value={admin.email || '—'} />
            <AdminCell label="Identificador" value={admin.userId} mono />
            <AdminCell
              label="Adicionado por"
              value={admin.addedBy === 'ADMIN_USER_IDS' ? 'configuração inicial' : admin.addedBy}
            />
            <AdminCell label="Em" value={formatDateTime(admin.addedAt)} />
            <td className="admin-actions">
              <button
                type="button"
                className="admin-remove"
                disabled={busy || last}
                title={last ? 'O último administrador não pode ser removido.' : undefined}
                onClick={() => void remove(admin)}
                aria-label={`Remover ${admin.email || admin.userId}`}
              >
                Remover
              </button>
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
