import { describe, expect, it } from '@jest/globals';
import { waitlistCsv } from '@agulhadas/domain/admin/waitlist-csv';

describe('the waiting list as CSV', () => {
  it('starts with the UTF-8 byte order mark, has Portuguese headers, Brasília dates, quotes fields and defuses formulas', () => {
    const csv = waitlistCsv([
      {
        nome: 'João "Jota" Ávila',
        email: 'joao@example.com',
        plano: 'VIP',
        createdAt: '2026-03-01T02:30:00.000Z',
        updatedAt: '2026-03-02T15:00:00.000Z',
      },
      {
        nome: '=HYPERLINK("x")',
        email: 'b@example.com',
        plano: 'Básico',
        createdAt: '2026-07-10T12:00:00.000Z',
        updatedAt: '2026-07-10T12:00:00.000Z',
      },
    ]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('"Nome";"E-mail";"Plano";"Entrou na fila em";"Atualizado em"');
    // 02:30 UTC is 23:30 of the day before in Brasília.
    expect(lines[1]).toBe('"João ""Jota"" Ávila";"joao@example.com";"VIP";"28/02/2026, 23:30";"02/03/2026, 12:00"');
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[3]).toBe('');
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
