export const DAY_SECONDS = 86400;

export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Calendar months (31 Jan + 1 month = 3 Mar in JS; acceptable for a paid period, never shorter). */
export function addMonthsUnix(from: Date, months: number): number {
  const date = new Date(from.getTime());
  date.setUTCMonth(date.getUTCMonth() + months);
  return unixSeconds(date);
}
