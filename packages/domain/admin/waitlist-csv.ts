/** One person on the sold-out waiting list, as the back office lists it. */
export interface WaitlistEntry {
  nome: string;
  email: string;
  plano: string;
  createdAt: string;
  updatedAt: string;
}

const BRASILIA = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

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
      [entry.nome, entry.email, entry.plano, BRASILIA.format(new Date(entry.createdAt)), BRASILIA.format(new Date(entry.updatedAt))].map(field).join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
