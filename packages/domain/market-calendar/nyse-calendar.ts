import { marketCalendar } from './market-calendar';

/**
 * NYSE's (and Nasdaq's, which keeps the same days) holidays and early closes, 2024–2027: New Year's Day, Martin Luther
 * King Jr. Day, Presidents' Day, Good Friday (no US public holiday, but the exchanges close), Memorial Day, Juneteenth,
 * Independence Day, Labor Day, Thanksgiving and Christmas, a Saturday holiday kept on the Friday before (except New
 * Year's Day) and a Sunday one on the Monday after; on 9 January 2025 they closed for President Carter's national day
 * of mourning. Early closes at 13:00 New York: the day before Independence Day, the day after Thanksgiving and
 * Christmas Eve, when they fall on a trading day that is not itself a holiday. Outside these years only the weekly
 * sessions are known (market-calendar.ts); NYSE announces each year about three years ahead.
 */
export const NYSE_CALENDAR = marketCalendar({
  name: 'NYSE',
  firstYear: 2024,
  lastYear: 2027,
  sources: [
    // NYSE's holidays and trading hours, as published by the exchange, and its announcements for 2025–2027 and 2026–2028.
    'https://www.nyse.com/markets/hours-calendars',
    'https://mondovisione.com/media-and-resources/news/nyse-group-announces-2025-2026-and-2027-holiday-and-early-closings-calendar/',
    'https://mondovisione.com/media-and-resources/news/nyse-group-announces-2026-2027-and-2028-holiday-and-early-closings-calendar-20251223/',
  ],
  closed: [
    // 2024
    '2024-01-01',
    '2024-01-15',
    '2024-02-19',
    '2024-03-29',
    '2024-05-27',
    '2024-06-19',
    '2024-07-04',
    '2024-09-02',
    '2024-11-28',
    '2024-12-25',
    // 2025
    '2025-01-01',
    '2025-01-09',
    '2025-01-20',
    '2025-02-17',
    '2025-04-18',
    '2025-05-26',
    '2025-06-19',
    '2025-07-04',
    '2025-09-01',
    '2025-11-27',
    '2025-12-25',
    // 2026
    '2026-01-01',
    '2026-01-19',
    '2026-02-16',
    '2026-04-03',
    '2026-05-25',
    '2026-06-19',
    '2026-07-03',
    '2026-09-07',
    '2026-11-26',
    '2026-12-25',
    // 2027
    '2027-01-01',
    '2027-01-18',
    '2027-02-15',
    '2027-03-26',
    '2027-05-31',
    '2027-06-18',
    '2027-07-05',
    '2027-09-06',
    '2027-11-25',
    '2027-12-24',
  ],
  earlyCloses: {
    '2024-07-03': '13:00',
    '2024-11-29': '13:00',
    '2024-12-24': '13:00',
    '2025-07-03': '13:00',
    '2025-11-28': '13:00',
    '2025-12-24': '13:00',
    '2026-11-27': '13:00',
    '2026-12-24': '13:00',
    '2027-11-26': '13:00',
  },
});
