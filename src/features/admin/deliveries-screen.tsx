import useSWR from 'swr';
import type { ChannelDelivery, LastRobotRound } from '@agulhadas/domain/admin/delivery-overview';
import { formatDateTime } from '@agulhadas/domain/presentation/format';
import { ApiError } from '../../lib/api';
import { ADMIN_API, adminAction, type DeliveryOverview, type FailedEmail } from './admin-api';
import { AdminCell, AdminTable } from './admin-table';
import { useAdminAction } from './use-admin-action';

const CHANNEL_NAMES: Readonly<Record<ChannelDelivery['channel'], string>> = {
  telegram: 'Telegram',
  push: 'Push',
  email: 'E-mail',
};

/** '—' when nothing is due; otherwise '45 s', '3 min 20 s', '2 h 5 min'. */
function waitText(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
  return `${Math.floor(seconds / 3600)} h ${Math.floor((seconds % 3600) / 60)} min`;
}

function ChannelsTable({ channels }: { channels: readonly ChannelDelivery[] }) {
  return (
    <AdminTable
      label="Filas de envio"
      columns={[
        'Canal',
        'Na fila',
        'Mais antiga devida',
        'Enviadas (1 h)',
        '429 (1 h)',
        'Falharam (1 h)',
        'Expiradas (1 h)',
      ]}
    >
      {channels.map(({ channel, backlog, oldestDueSeconds, lastHour }) => (
        <tr key={channel}>
          <AdminCell label="Canal" value={CHANNEL_NAMES[channel]} />
          <AdminCell label="Na fila" value={backlog} />
          <AdminCell label="Mais antiga devida" value={waitText(oldestDueSeconds)} nowrap />
          <AdminCell label="Enviadas (1 h)" value={lastHour.sent} />
          <AdminCell label="429 (1 h)" value={lastHour.rateLimited} />
          <AdminCell label="Falharam (1 h)" value={lastHour.failed} />
          <AdminCell label="Expiradas (1 h)" value={lastHour.expired} />
        </tr>
      ))}
    </AdminTable>
  );
}

function RobotRound({ round }: { round: LastRobotRound | null }) {
  if (!round) return <p className="admin-empty">Nenhuma rodada do robô registrada ainda.</p>;
  return (
    <>
      <dl className="admin-facts">
        <dt>Quando</dt>
        <dd>
          {formatDateTime(round.at)} (há {waitText(round.ageSeconds)})
        </dd>
        <dt>Duração</dt>
        <dd>{round.durationMs === null ? '—' : `${(round.durationMs / 1000).toFixed(1).replace('.', ',')} s`}</dd>
        <dt>Itens</dt>
        <dd>{round.items ?? '—'}</dd>
        <dt>Recusados</dt>
        <dd>{round.refusedCount}</dd>
      </dl>
      {round.refused.length ? (
        <AdminTable label="Itens recusados" columns={['Ativo', 'Tempo gráfico', 'Motivo']}>
          {round.refused.map((item, index) => (
            <tr key={`${item.asset ?? ''}|${item.timeframe ?? ''}|${index}`}>
              <AdminCell label="Ativo" value={item.asset ?? '—'} mono />
              <AdminCell label="Tempo gráfico" value={item.timeframe ?? '—'} />
              <AdminCell label="Motivo" value={item.error} />
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </>
  );
}

function FailedEmails({
  emails,
  total,
  busy,
  resend,
}: {
  emails: readonly FailedEmail[];
  total: number;
  busy: boolean;
  resend: (email: FailedEmail) => void;
}) {
  if (!emails.length) return <p className="admin-empty">Nenhum e-mail com falha.</p>;
  return (
    <>
      {total > emails.length ? (
        <p className="admin-hint">
          Mostrando os {emails.length} mais recentes de {total}.
        </p>
      ) : null}
      <AdminTable
        label="E-mails com falha"
        columns={['Para', 'Assunto', 'Falhou em', 'Tentativas', 'Último erro']}
        actions
      >
        {emails.map((email) => (
          <tr key={email.id}>
            <AdminCell label="Para" value={email.to} />
            <AdminCell label="Assunto" value={email.subject} />
            <AdminCell label="Falhou em" value={email.failedAt ? formatDateTime(email.failedAt) : '—'} nowrap />
            <AdminCell label="Tentativas" value={email.attempts} />
            <AdminCell label="Último erro" value={email.lastError ?? '—'} mono />
            <td className="admin-actions">
              <button
                type="button"
                className="admin-confirm"
                disabled={busy}
                onClick={() => resend(email)}
                aria-label={`Reenviar e-mail para ${email.to}`}
              >
                Reenviar
              </button>
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

/**
 * Entregas: whether alerts and e-mails are leaving. The queues per channel (the figures /api/health and the delivery
 * metrics watch), the robot's last round and the e-mails that failed, each with 'Reenviar'. Refreshed every 30 s.
 */
export function DeliveriesScreen() {
  const { data, error, mutate } = useSWR<DeliveryOverview>(ADMIN_API.deliveries, { refreshInterval: 30_000 });
  const { busy, act } = useAdminAction(mutate);

  if (error)
    return <p role="alert">{error instanceof ApiError ? error.message : 'Não foi possível carregar as entregas.'}</p>;
  if (!data) return <p>Carregando…</p>;
  return (
    <section aria-labelledby="deliveries-title">
      <h2 id="deliveries-title">Entregas</h2>
      <p className="admin-hint">
        Situação às {formatDateTime(data.at)}. As contagens da última hora vêm dos registros das filas, de todos os
        envios.
      </p>
      <h3>Filas</h3>
      <ChannelsTable channels={data.channels} />
      <h3>Última rodada do robô</h3>
      <RobotRound round={data.robot} />
      <h3>E-mails com falha</h3>
      <FailedEmails
        emails={data.failedEmails}
        total={data.failedEmailsTotal}
        busy={busy}
        resend={(email) => void act(() => adminAction(ADMIN_API.resendEmail, 'POST', { emailId: email.id }))}
      />
    </section>
  );
}
