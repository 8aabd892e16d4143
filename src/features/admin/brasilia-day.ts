/** Brasília has kept UTC-3 all year since 2019. */
const BRASILIA_OFFSET_SECONDS = 3 * 3600;

/** The Brasília day (AAAA-MM-DD) an instant in unix seconds falls on: what a date field shows for a grant's end. */
export const brasiliaDay = (unixSeconds: number) =>
  new Date((unixSeconds - BRASILIA_OFFSET_SECONDS) * 1000).toISOString().slice(0, 10);
