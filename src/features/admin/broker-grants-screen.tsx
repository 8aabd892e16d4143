import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { formatDate } from '@agulhadas/domain/presentation/format';
import { ApiError } from '../../lib/api';
import { useSiteConfig } from '../../lib/site-config';
import { ADMIN_API, adminAction, type BrokerGrant } from './admin-api';
import { brasiliaDay } from './brasilia-day';
import { useAdminAction } from './use-admin-action';
import { AdminTable } from './admin-table';

const STATE_LABELS: Readonly<Record<BrokerGrant['state'], string>> = {
  active: 'Ativo',
  expired: 'Expirado',
  pending: 'Aguardando o primeiro login',
};

/** One grant's row: its end date can be moved in place, or the grant ended now. */
function GrantRow({
  grant,
  busy,
  act,
}: {
  grant: BrokerGrant;
  busy: boolean;
  act: ReturnType<typeof useAdminAction>['act'];
}) {
  const [until, setUntil] = useState(brasiliaDay(grant.expiry));

  function extend(event: FormEvent) {
    event.preventDefault();
    void act(() => adminAction(ADMIN_API.brokerGrants, 'POST', { email: grant.email, expiresAt: until }));
  }

  function remove() {
    if (!window.confirm(`Remover o plano VIPCORRETORA de ${grant.email}? O acesso termina agora.`)) return;
    void act(() => adminAction(ADMIN_API.brokerGrants, 'DELETE', { email: grant.email }));
  }

  return (
    <tr>
      <td data-label="E-mail">{grant.email}</td>
      <td data-label="Corretora">{grant.broker || '—'}</td>
      <td data-label="Até" className="admin-nowrap">
        {formatDate(new Date(grant.expiry * 1000))}
      </td>
      <td data-label="Concedido por">{grant.grantedBy}</td>
      <td data-label="Situação">{STATE_LABELS[grant.state]}</td>
      <td className="admin-actions admin-grant-actions">
        <form className="admin-inline-form" onSubmit={extend}>
          <label>
            <span className="visually-hidden">Nova validade para {grant.email}</span>
            <input type="date" value={until} onChange={(event) => setUntil(event.target.value)} required />
          </label>
          <button
            type="submit"
            className="admin-secondary"
            disabled={busy || until === ''}
            aria-label={`Alterar validade de ${grant.email}`}
          >
            Alterar validade
          </button>
        </form>
        <button
          type="button"
          className="admin-remove"
          disabled={busy}
          onClick={remove}
          aria-label={`Remover plano de ${grant.email}`}
        >
          Remover
        </button>
      </td>
    </tr>
  );
}

/** VIPCORRETORA, the plan a partner broker subsidises: who has it until when, grant, change the date, remove. */
export function BrokerGrantsScreen() {
  const { data, error, mutate } = useSWR<{ grants: BrokerGrant[] }>(ADMIN_API.brokerGrants);
  const { busy, act } = useAdminAction(mutate);
  const [email, setEmail] = useState('');
  const [until, setUntil] = useState('');
  const [broker, setBroker] = useState('');
  const partners = useSiteConfig().data?.partnerBrokers ?? [];

  async function grant(event: FormEvent) {
    event.preventDefault();
    if (
      await act(() =>
        adminAction(ADMIN_API.brokerGrants, 'POST', {
          email: email.trim(),
          corretora: broker.trim(),
          expiresAt: until,
        }),
      )
    ) {
      setEmail('');
      setBroker('');
      setUntil('');
    }
  }

  if (error)
    return (
      <p role="alert">
        {error instanceof ApiError ? error.message : 'Não foi possível carregar os planos concedidos.'}
      </p>
    );
  if (!data) return <p>Carregando…</p>;
  return (
    <section aria-labelledby="grants-title">
      <h2 id="grants-title">Planos concedidos</h2>
      <p className="admin-hint">
        O plano VIPCORRETORA, pago por uma corretora parceira, vale até o fim do dia escolhido (horário de Brasília).
        Quem ainda não tem conta recebe o plano no primeiro login. A pessoa é avisada por e-mail ao receber o plano ou
        quando a data muda.
      </p>
      <form className="admin-form" onSubmit={(event) => void grant(event)}>
        <label>
          E-mail
          <input
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
            maxLength={200}
            autoComplete="off"
          />
        </label>
        <label>
          Corretora parceira
          <input
            value={broker}
            onChange={(event) => setBroker(event.target.value)}
            required
            maxLength={60}
            list="partner-brokers"
            autoComplete="off"
          />
        </label>
        <datalist id="partner-brokers">
          {partners.map((partner) => (
            <option key={partner.name} value={partner.name} />
          ))}
        </datalist>
        <label>
          Válido até
          <input type="date" value={until} onChange={(event) => setUntil(event.target.value)} required />
        </label>
        <button
          type="submit"
          className="admin-add"
          disabled={busy || email.trim() === '' || broker.trim() === '' || until === ''}
        >
          Conceder
        </button>
      </form>
      {data.grants.length === 0 ? (
        <p className="admin-empty">Nenhum plano concedido.</p>
      ) : (
        <AdminTable columns={['E-mail', 'Corretora', 'Até', 'Concedido por', 'Situação']} actions>
          {data.grants.map((item) => (
            <GrantRow key={`${item.email}:${item.expiry}`} grant={item} busy={busy} act={act} />
          ))}
        </AdminTable>
      )}
    </section>
  );
}
