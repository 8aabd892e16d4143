interface AdminPagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** How the total reads: '12 ações', '1 e-mail'. */
  totalText: string;
  onPage: (page: number) => void;
}

/** 'Anterior · Página 2 de 5 (230 ações) · Próxima' under a paged back-office list. */
export function AdminPager({ page, pageSize, total, totalText, onPage }: AdminPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="admin-pager">
      <button type="button" className="admin-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </button>
      <span>
        Página {page} de {pages} ({totalText})
      </span>
      <button type="button" className="admin-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Próxima
      </button>
    </div>
  );
}
