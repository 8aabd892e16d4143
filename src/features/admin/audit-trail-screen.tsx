import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { formatDateTime } from '@agulhadas/domain/presentation/format';
import { ApiError } from '../../lib/api';
import { ADMIN_API, type AuditPage } from './admin-api';
import { AdminPager } from './admin-pager';
import { AdminTable } from './admin-table';
import { ACTION_LABELS, changeText } from './audit-labels';

interface Filters {
  admin: string;
  action: string;
  email: string;
  from: string;
  to: string;
}

const EMPTY: Filters = { admin: '', action: '', email: '', from: '', to: '' };

function urlOf(filters: Filters, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${ADMIN_API.auditLog}?${query}` : ADMIN_API.auditLog;
}

/** Every admin action, newest first, with who, when, what, to whom and what changed; filters and pages. */
export function AuditTrailScreen() {
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(1);
  const { data, error } = useSWR<AuditPage>(urlOf(filters, page));

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  }
  const field = (key: keyof Filters) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });

  return (
    <section aria-labelledby="trail-title">
      <h2 id="trail-title">Registro</h2>
      <p className="admin-hint">Tudo o que os administradores fizeram. O registro não pode ser alterado nem apagado.</p>
      <form className="admin-form" onSubmit={apply}>
        <label>
          Administrador (e-mail)
          <input {...field('admin')} maxLength={200} />
        </label>
        <label>
          Ação
          <select {...field('action')}>
            <option value="">Todas</option>
            {Object.entries(ACTION_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          E-mail do usuário
          <input {...field('email')} maxLength={200} />
        </label>
        <label>
          De
          <input type="date" {...field('from')} />
        </label>
        <label>
          Até
          <input type="date" {...field('to')} />
        </label>
        <button type="submit" className="admin-secondary">
          Filtrar
        </button>
      </form>
      {error ? (
        <p role="alert">{error instanceof ApiError ? error.message : 'Não foi possível carregar o registro.'}</p>
      ) : !data ? (
        <p>Carregando…</p>
      ) : data.entries.length === 0 ? (
        <p className="admin-empty">Nenhuma ação encontrada.</p>
      ) : (
        <>
          <AdminTable columns={['Quando', 'Administrador', 'Ação', 'Usuário', 'Mudança']}>
            {data.entries.map((entry) => (
              <tr key={entry._id}>
                <td data-label="Quando" className="admin-nowrap">
                  {formatDateTime(entry.at)}
                </td>
                <td data-label="Administrador">{entry.who}</td>
                <td data-label="Ação">{ACTION_LABELS[entry.what] ?? entry.what}</td>
                <td data-label="Usuário">{entry.email || '—'}</td>
                <td data-label="Mudança" className="admin-change">
                  {changeText(entry.before, entry.after)}
                </td>
              </tr>
            ))}
          </AdminTable>
          <AdminPager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            totalText={`${data.total} ${data.total === 1 ? 'ação' : 'ações'}`}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
