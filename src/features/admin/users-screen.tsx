import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { formatBrl } from '@agulhadas/domain/plans/price-format';
import { formatDateTime, formatUnixDate } from '@agulhadas/domain/presentation/format';
import { ApiError, apiFetch } from '../../lib/api';
import { downloadFile } from '../../lib/download-file';
import { useNotice } from '../../lib/notice-provider';
import { ADMIN_API, adminAction, type UserMatch, type UserOverview } from './admin-api';
import { CardCharges, InvoiceRefund, ResendConfirmation } from './user-payment-actions';

const STATUS_NAMES: Readonly<Record<string, string>> = {
  active: 'ativo',
  trialing: 'em teste',
  pending: 'pendente',
  paid: 'pago',
  refused: 'recusado',
  cancelled: 'cancelado',
  canceled: 'cancelado',
  past_due: 'em atraso',
};
const statusName = (status: string) => STATUS_NAMES[status] ?? status;

/** Usuários: find a person by the start of their e-mail, see their plans and links, and act for them. */
export function UsersScreen() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const found = useSWR<{ users: UserMatch[] }>(
    search ? `${ADMIN_API.users}?email=${encodeURIComponent(search)}` : null,
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    setSelected(null);
    setSearch(typed.trim());
  }

  return (
    <section aria-labelledby="users-title">
      <h2 id="users-title">Usuários</h2>
      <form className="admin-form" onSubmit={submit} role="search">
        <label>
          Início do e-mail
          <input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            minLength={2}
            maxLength={200}
            required
            autoComplete="off"
          />
        </label>
        <button type="submit" className="admin-add">
          Buscar
        </button>
      </form>
      {found.error && (
        <p role="alert">{found.error instanceof ApiError ? found.error.message : 'Não foi possível buscar.'}</p>
      )}
      {found.data && found.data.users.length === 0 && (
        <p className="admin-empty">Nenhum usuário com e-mail começando por “{search}”.</p>
      )}
      {found.data && found.data.users.length > 0 && (
        <ul className="admin-user-list">
          {found.data.users.map((user) => (
            <li key={user.userId}>
              <button
                type="button"
                className={selected === user.userId ? 'admin-user active' : 'admin-user'}
                onClick={() => setSelected(user.userId)}
              >
                <span className="admin-mono">{user.email}</span> <span className="admin-hint">{user.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {selected && <UserDetail userId={selected} onErased={() => setSelected(null)} />}
    </section>
  );
}

function UserDetail({ userId, onErased }: { userId: string; onErased: () => void }) {
  const { data, error, mutate } = useSWR<{ user: UserOverview }>(
    `${ADMIN_API.user}?userId=${encodeURIComponent(userId)}`,
  );
  const notify = useNotice();
  const [busy, setBusy] = useState(false);

  async function act(question: string | null, run: () => Promise<{ message: string }>, after?: () => void) {
    if (question !== null && !window.confirm(question)) return;
    setBusy(true);
    try {
      notify((await run()).message, 'success');
      after?.();
    } catch (failure) {
      notify(failure instanceof ApiError ? failure.message : 'Não foi possível concluir. Tente novamente.', 'error');
    } finally {
      setBusy(false);
      await mutate();
    }
  }

  async function exportData(email: string) {
    setBusy(true);
    try {
      const file = await apiFetch<unknown>(ADMIN_API.userData, { method: 'POST', body: { userId } });
      downloadFile(`dados-${email || userId}.json`, JSON.stringify(file, null, 2), 'application/json');
      notify('Arquivo com os dados baixado. A exportação ficou no registro.', 'success');
    } catch (failure) {
      notify(failure instanceof ApiError ? failure.message : 'Não foi possível exportar. Tente novamente.', 'error');
    } finally {
      setBusy(false);
    }
  }

  if (error)
    return <p role="alert">{error instanceof ApiError ? error.message : 'Não foi possível carregar o usuário.'}</p>;
  if (!data) return <p>Carregando…</p>;
  const user = data.user;
  return (
    <article className="admin-user-detail" aria-labelledby="user-detail-title">
      <h3 id="user-detail-title" className="admin-mono">
        {user.email}
      </h3>
      <dl className="admin-facts">
        <dt>Nome</dt>
        <dd>{user.name || '—'}</dd>
        <dt>Identificador</dt>
        <dd className="admin-mono">{user.userId}</dd>
        <dt>Último login</dt>
        <dd>{formatDateTime(user.lastLogin)}</dd>
        <dt>Conta criada em</dt>
        <dd>{formatDateTime(user.createdAt)}</dd>
        <dt>Teste grátis</dt>
        <dd>{user.trialUsed ? 'já usado' : 'não usado'}</dd>
        <dt>Alertas</dt>
        <dd>{user.alerts}</dd>
        <dt>Telegram</dt>
        <dd>
          {user.telegram.linked ? 'conectado' : 'não conectado'}{' '}
          {user.telegram.linked && (
            <button
              type="button"
              className="admin-remove"
              disabled={busy}
              onClick={() =>
                void act(`Desconectar o Telegram de ${user.email}?`, () =>
                  adminAction(ADMIN_API.unlinkTelegram, 'POST', { userId }),
                )
              }
            >
              Desconectar Telegram
            </button>
          )}
        </dd>
      </dl>

      <h4>Aparelhos (notificações push)</h4>
      {user.devices.length === 0 ? (
        <p className="admin-empty">Nenhum aparelho.</p>
      ) : (
        <ul className="admin-plain-list">
          {user.devices.map((device) => (
            <li key={device.id}>
              {device.label} <span className="admin-hint">desde {formatDateTime(device.createdAt)}</span>{' '}
              <button
                type="button"
                className="admin-remove"
                disabled={busy}
                aria-label={`Remover o aparelho ${device.label}`}
                onClick={() =>
                  void act(`Remover o aparelho ${device.label}?`, () =>
                    adminAction(ADMIN_API.removePushDevice, 'POST', { userId, deviceId: device.id }),
                  )
                }
              >
                Remover
              </button>
            </li>
          ))}
        </ul>
      )}

      <h4>Assinaturas</h4>
      {user.subscriptions.length === 0 ? (
        <p className="admin-empty">Nenhuma assinatura.</p>
      ) : (
        <ul className="admin-plain-list">
          {user.subscriptions.map((sub) => (
            <li key={sub.subId}>
              {sub.plan} — {statusName(sub.status)} {sub.card ? '(cartão)' : '(PIX/cripto)'}
              {sub.expiry ? ` — até ${formatUnixDate(sub.expiry)}` : ''}
              {sub.cancelAtPeriodEnd ? ' — não renova' : ''}
            </li>
          ))}
        </ul>
      )}

      <CardCharges user={user} busy={busy} act={act} />

      <h4>Faturas</h4>
      {user.invoices.length === 0 ? (
        <p className="admin-empty">Nenhuma fatura de PIX ou cripto.</p>
      ) : (
        <ul className="admin-plain-list">
          {user.invoices.map((bill) => (
            <li key={bill.id}>
              <span className="admin-amount">{formatBrl(bill.amountCents)}</span> (
              {bill.method === 'pix' ? 'PIX' : 'cripto'}) — {statusName(bill.status)} — {formatDateTime(bill.createdAt)}{' '}
              <InvoiceRefund user={user} invoice={bill} busy={busy} act={act} />
            </li>
          ))}
        </ul>
      )}

      <ResendConfirmation user={user} busy={busy} act={act} />

      <h4>Dados pessoais (LGPD)</h4>
      <p className="admin-hint">
        A pedido da pessoa: exporte os dados dela ou exclua a conta. Os registros de pagamento são mantidos. Tudo fica
        no registro.
      </p>
      <div className="admin-actions-row">
        <button type="button" className="admin-add" disabled={busy} onClick={() => void exportData(user.email)}>
          Exportar dados
        </button>
        <button
          type="button"
          className="admin-remove"
          disabled={busy}
          onClick={() =>
            void act(
              `Excluir definitivamente a conta de ${user.email}? Alertas, favoritos, comentários, aparelhos e Telegram serão apagados.`,
              () => adminAction(ADMIN_API.eraseUser, 'POST', { userId }),
              onErased,
            )
          }
        >
          Excluir conta
        </button>
      </div>
    </article>
  );
}
