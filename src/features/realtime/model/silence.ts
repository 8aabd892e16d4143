/**
 * A silent symbol on /rt: a card whose last trade is older than SILENT_AFTER_MS says so next to
 * its price, instead of a frozen price that looks live. Symbols that trade rarely are marked too: it is true of them.
 */
export const SILENT_AFTER_MS = 30_000;

const SAO_PAULO = 'America/Sao_Paulo';
const clock = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SAO_PAULO,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const day = new Intl.DateTimeFormat('pt-BR', { timeZone: SAO_PAULO, day: '2-digit', month: '2-digit' });

/**
 * 'sem negócios há 42 s' under a minute, else 'sem negócios desde 14:03:27' ('desde 20/11 14:03:27' on another day,
 * São Paulo clock as the rest of the product); null while the symbol trades. `now` is on the publisher's clock.
 */
export function silenceLabel(lastUpdate: string, now: number): string | null {
  const at = Date.parse(lastUpdate);
  if (Number.isNaN(at)) return null;
  const age = now - at;
  if (age <= SILENT_AFTER_MS) return null;
  if (age < 60_000) return `sem negócios há ${Math.floor(age / 1000)} s`;
  const sameDay = day.format(at) === day.format(now);
  return `sem negócios desde ${sameDay ? '' : `${day.format(at)} `}${clock.format(at)}`;
}
