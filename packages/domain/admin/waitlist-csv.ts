import { formatDateTime } from '../presentation/format';

/** One person on the sold-out waiting list, as the back office lists it. */
export interface WaitlistEntry {
  nome: string;
  email: string;
  plano: string;
  createdAt: string;
  updatedAt: string;
}

/** A field quoted the RFC 4180 way; a leading = + - @ is prefixed so a spreadsheet never runs it as a formula. */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * The waiting list as a CSV file Excel opens in Portuguese: a UTF-8 byte order mark (without it Excel reads
 * accents as Latin-1), ';' between fields (Excel in a Brazilian locale splits on it, as ',' is the decimal comma),
 * CRLF line ends, Portuguese headers and Brasília dates.
 */
export function waitlistCsv(entries: readonly WaitlistEntry[]): string {
  const lines = [['Nome', 'E-mail', 'Plano', 'Entrou na fila em', 'Atualizado em'].map(field).join(';')];
  for (const entry of entries) {
    lines.push(
      [entry.nome, entry.email, entry.plano, formatDateTime(entry.createdAt), formatDateTime(entry.updatedAt)]
        .map(field)
        .join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
