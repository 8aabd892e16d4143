import useSWR from 'swr';
import { waitlistCsv, type WaitlistEntry } from '@agulhadas/domain/admin/waitlist-csv';
import { formatDateTime } from '@agulhadas/domain/presentation/format';
import { ApiError } from '../../lib/api';
import { downloadFile } from '../../lib/download-file';
import { ADMIN_API } from './admin-api';
import { AdminTable } from './admin-table';

/** Fila de espera: who asked to be told when a sold-out plan opens again, and the list as a CSV file. */
export function WaitlistScreen() {
  const { data, error } = useSWR<{ entries: WaitlistEntry[]; total: number }>(ADMIN_API.waitlist);
  if (error)
    return (
      <p role="alert">{error instanceof ApiError ? error.message : 'Não foi possível carregar a fila de espera.'}</p>
    );
  if (!data) return <p>Carregando…</p>;
  const exportCsv = () => downloadFile('fila-de-espera.csv', waitlistCsv(data.entries), 'text/csv;charset=utf-8');
  return (
    <section aria-labelledby="waitlist-title">
      <h2 id="waitlist-title">Fila de espera</h2>
      <p className="admin-hint">
        Quem pediu para ser avisado quando um plano esgotado abrir de novo, na ordem em que pediu ({data.total}{' '}
        {data.total === 1 ? 'pessoa' : 'pessoas'}).
        {data.entries.length < data.total ? ` Mostrando as ${data.entries.length} primeiras.` : ''}
      </p>
      <p>
        <button type="button" className="admin-add" onClick={exportCsv} disabled={data.entries.length === 0}>
          Exportar CSV
        </button>
      </p>
      {data.entries.length === 0 ? (
        <p className="admin-empty">Ninguém na fila de espera.</p>
      ) : (
        <AdminTable columns={['Nome', 'E-mail', 'Plano', 'Entrou em', 'Atualizado em']}>
          {data.entries.map((entry) => (
            <tr key={`${entry.email}|${entry.plano}`}>
              <td data-label="Nome">{entry.nome || '—'}</td>
              <td data-label="E-mail" className="admin-mono">
                {entry.email}
              </td>
              <td data-label="Plano">{entry.plano || '—'}</td>
              <td data-label="Entrou em">{formatDateTime(entry.createdAt)}</td>
              <td data-label="Atualizado em">{formatDateTime(entry.updatedAt)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
