import type { ReactNode } from 'react';

interface AdminTableProps {
  /** The column headings, in order. */
  columns: readonly string[];
  /** A last column of buttons: its heading is read by screen readers only ('Ações'). */
  actions?: boolean;
  /** Names the table for screen readers where a screen shows more than one. */
  label?: string;
  children: ReactNode;
}

/**
 * Every back-office list: one table, its headings, its rows. Each cell carries its column's name in `data-label`,
 * which admin.css shows above the value on a phone, where the rows stack as cards.
 */
export function AdminTable({ columns, actions = false, label, children }: AdminTableProps) {
  return (
    <table className="admin-table" aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
          {actions ? (
            <th scope="col">
              <span className="visually-hidden">Ações</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

interface AdminCellProps {
  /** The column's heading, shown above the value on a phone. */
  label: string;
  /** Keeps a date, a price or a plan on one line. */
  nowrap?: boolean;
  /** An identifier, in the monospace face that tells 0 from O. */
  mono?: boolean;
  value: ReactNode;
}

/** One cell of an AdminTable row. */
export function AdminCell({ label, nowrap = false, mono = false, value }: AdminCellProps) {
  const className = [nowrap ? 'admin-nowrap' : '', mono ? 'admin-mono' : ''].filter(Boolean).join(' ');
  return (
    <td data-label={label} className={className || undefined}>
      {value}
    </td>
  );
}
