import { useState, type ChangeEvent, type FormEvent } from 'react';
import useSWR from 'swr';
import { formatDateTime } from '@agulhadas/domain/presentation/format';
import { ApiError } from '../../lib/api';
import { useNotice } from '../../lib/notice-provider';
import { ADMIN_API, adminAction, previewPromoImport, type ImportPreview, type PromoStudentsPage } from './admin-api';
import { useAdminAction } from './use-admin-action';
import { AdminPager } from './admin-pager';
import { AdminTable } from './admin-table';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The course students entitled to the 30-day VIP30 promo: import a list (preview first), search, remove, see who used it. */
export function PromoStudentsScreen() {
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const query = new URLSearchParams({ busca: search, page: String(page) });
  const { data, error, mutate } = useSWR<PromoStudentsPage>(`${ADMIN_API.promoStudents}?${query.toString()}`);
  const { busy, act } = useAdminAction(mutate);
  const notify = useNotice();
  const [list, setList] = useState('');
  const [preview, setPreview] = useState<ImportPreview | null>(null);

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setList(await file.text());
    setPreview(null);
  }

  async function showPreview() {
    try {
      setPreview(await previewPromoImport(list));
    } catch (failure) {
      notify(failure instanceof ApiError ? failure.message : 'Não foi possível ler a lista. Tente novamente.', 'error');
    }
  }

  async function runImport() {
    if (await act(() => adminAction(ADMIN_API.promoStudents, 'POST', { lista: list }))) {
      setList('');
      setPreview(null);
    }
  }

  function filter(event: FormEvent) {
    event.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  }

  function remove(email: string) {
    if (!window.confirm(`Tirar ${email} da lista da promoção VIP30?`)) return;
    void act(() => adminAction(ADMIN_API.promoStudents, 'DELETE', { email }));
  }

  return (
    <section aria-labelledby="promo-title">
      <h2 id="promo-title">Alunos do curso (VIP30)</h2>
      <p className="admin-hint">
        Quem está nesta lista pode ativar uma vez o VIP por 30 dias na página da promoção. Cole os e-mails (um por
        linha, ou um CSV com uma coluna de e-mail) ou envie o arquivo; confira a prévia e importe. Até 10 000 e-mails
        por vez.
      </p>
      <div className="admin-import">
        <label htmlFor="promo-list">Lista de e-mails</label>
        <textarea
          id="promo-list"
          value={list}
          onChange={(event) => {
            setList(event.target.value);
            setPreview(null);
          }}
          spellCheck={false}
        />
        <div className="admin-import-buttons">
          <label className="admin-secondary admin-file">
            Enviar arquivo (CSV ou texto)
            <input type="file" accept=".csv,.txt,text/csv,text/plain" onChange={(event) => void readFile(event)} />
          </label>
          <button
            type="button"
            className="admin-secondary"
            disabled={busy || list.trim() === ''}
            onClick={() => void showPreview()}
          >
            Ver prévia
          </button>
          <button
            type="button"
            className="admin-add"
            disabled={busy || preview === null || preview.added === 0}
            onClick={() => void runImport()}
          >
            Importar
          </button>
        </div>
        {preview && (
          <div className="admin-preview" role="status">
            <strong>Prévia:</strong> {plural(preview.added, 'novo', 'novos')},{' '}
            {plural(preview.alreadyPresent, 'já na lista', 'já na lista')},{' '}
            {plural(preview.invalid, 'inválido', 'inválidos')}.
            {preview.invalidShown.length > 0 && (
              <ul aria-label="E-mails inválidos">
                {preview.invalidShown.map((entry, index) => (
                  <li key={`${index}:${entry}`}>{entry}</li>
                ))}
              </ul>
            )}
            {preview.invalid > preview.invalidShown.length && (
              <p>… e mais {preview.invalid - preview.invalidShown.length}.</p>
            )}
          </div>
        )}
      </div>

      <form className="admin-form" onSubmit={filter} role="search">
        <label>
          Buscar e-mail
          <input value={typed} onChange={(event) => setTyped(event.target.value)} maxLength={200} autoComplete="off" />
        </label>
        <button type="submit" className="admin-secondary">
          Buscar
        </button>
      </form>
      {error ? (
        <p role="alert">{error instanceof ApiError ? error.message : 'Não foi possível carregar a lista.'}</p>
      ) : !data ? (
        <p>Carregando…</p>
      ) : data.students.length === 0 ? (
        <p className="admin-empty">{search ? 'Nenhum e-mail encontrado.' : 'A lista está vazia.'}</p>
      ) : (
        <>
          <AdminTable columns={['E-mail', 'Incluído em', 'Promoção']} actions>
            {data.students.map((student) => (
              <tr key={student.email}>
                <td data-label="E-mail">{student.email}</td>
                <td data-label="Incluído em" className="admin-nowrap">
                  {formatDateTime(student.addedAt)}
                </td>
                <td data-label="Promoção">{student.used ? 'Já utilizada' : 'Não utilizada'}</td>
                <td className="admin-actions">
                  <button
                    type="button"
                    className="admin-remove"
                    disabled={busy}
                    onClick={() => remove(student.email)}
                    aria-label={`Remover ${student.email}`}
                  >
                    Remover
                  </button>
                </td>
              </tr>
            ))}
          </AdminTable>
          <AdminPager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            totalText={plural(data.total, 'e-mail', 'e-mails')}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
