/**
 * A symbol whose last trade is this old is marked silent on /rt instead of showing a frozen price that looks live
 * (issue 14): its source stopped streaming, or the market is quiet or closed. Either way the user should know.
 */
export const SILENT_AFTER_MS = 30_000;

export function isSilent(lastUpdate: string | undefined, nowMs: number): boolean {
  if (!lastUpdate) return false;
  const at = Date.parse(lastUpdate);
  return !Number.isNaN(at) && nowMs - at > SILENT_AFTER_MS;
}

const clock = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** 'sem negócios desde 14:03:12' (the viewer's local time): fixed until the next trade, so the card need not re-render every second. */
export function silentText(lastUpdate: string): string {
  return `sem negócios desde ${clock.format(new Date(lastUpdate))}`;
}
