import { marketCalendar } from './market-calendar';

/**
 * B3's trading holidays, 2024–2027: national holidays on weekdays (São Paulo's city and state holidays have not closed
 * the exchange since 2022), Carnival Monday and Tuesday, Good Friday, Corpus Christi, Black Awareness Day (20 November,
 * a national holiday since 2024), Christmas Eve, and the year's last business day (31 December in these years), when
 * banks do not open to the public. On Ash Wednesday the session opens at 13:00. Outside these years only the weekly
 * sessions are known (market-calendar.ts).
 *
 * The years after 2026 follow the same rules from the national holidays and Easter (28 March 2027) until B3 publishes
 * its calendar for them, usually in November or December of the year before: compare and add the next year then
 * (docs/operations.md, "The market calendars").
 */
export const B3_CALENDAR = marketCalendar({
  name: 'B3',
  firstYear: 2024,
  lastYear: 2027,
  sources: [
    // B3's holidays and trading hours, as published by the exchange.
    'https://www.b3.com.br/pt_br/solucoes/plataformas/puma-trading-system/para-participantes-e-traders/calendario-de-negociacao/feriados/',
    'https://www.b3.com.br/pt_br/solucoes/plataformas/puma-trading-system/para-participantes-e-traders/horario-de-negociacao/acoes/',
    // As reported for 2026 and 2024, and Ash Wednesday's hours.
    'https://exame.com/invest/mercados/quando-a-bolsa-fecha-em-2026-confira-o-calendario-da-b3/',
    'https://timesbrasil.com.br/minhas-financas/bolsa-de-valores-em-2026-confira-os-feriados-e-dias-sem-negociacao',
    'https://exame.com/invest/mercados/bolsa-abre-no-feriado-veja-o-funcionamento-da-b3-no-corpus-christi-2024/',
    'https://tnonline.uol.com.br/noticias/economia/pregao-da-b3-vai-parar-na-segunda-e-terca-de-carnaval-voltando-na-quarta-de-cinzas-as-12h45-1063171',
  ],
  closed: [
    // 2024
    '2024-01-01',
    '2024-02-12',
    '2024-02-13',
    '2024-03-29',
    '2024-05-01',
    '2024-05-30',
    '2024-11-15',
    '2024-11-20',
    '2024-12-24',
    '2024-12-25',
    '2024-12-31',
    // 2025
    '2025-01-01',
    '2025-03-03',
    '2025-03-04',
    '2025-04-18',
    '2025-04-21',
    '2025-05-01',
    '2025-06-19',
    '2025-11-20',
    '2025-12-24',
    '2025-12-25',
    '2025-12-31',
    // 2026
    '2026-01-01',
    '2026-02-16',
    '2026-02-17',
    '2026-04-03',
    '2026-04-21',
    '2026-05-01',
    '2026-06-04',
    '2026-09-07',
    '2026-10-12',
    '2026-11-02',
    '2026-11-20',
    '2026-12-24',
    '2026-12-25',
    '2026-12-31',
    // 2027
    '2027-01-01',
    '2027-02-08',
    '2027-02-09',
    '2027-03-26',
    '2027-04-21',
    '2027-05-27',
    '2027-09-07',
    '2027-10-12',
    '2027-11-02',
    '2027-11-15',
    '2027-12-24',
    '2027-12-31',
  ],
  // Ash Wednesday: pre-opening from 12:45, trading from 13:00.
  lateOpens: { '2024-02-14': '13:00', '2025-03-05': '13:00', '2026-02-18': '13:00', '2027-02-10': '13:00' },
});
