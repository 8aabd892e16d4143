/** When rounds run: every `everyMs` at `delayMs` after the boundary, plus pre-close rounds `preCloseLeadMs` earlier. */
export interface RoundClock {
  everyMs: number;
  delayMs: number;
  /**
   * A second round this long before each boundary (5 minutes in production), so an alert set to warn 5 minutes before
   * a candle's close has a round inside that window: every candle of 15, 60, 240, D and W closes on a quarter hour.
   * 0: no pre-close rounds.
   */
  preCloseLeadMs: number;
}

const untilNext = (atMs: number, everyMs: number, offsetMs: number) =>
  everyMs - ((((atMs - offsetMs) % everyMs) + everyMs) % everyMs);

/**
 * The next round after `atMs`: in how many milliseconds, and whether it is a pre-close round (which reads only the
 * assets a pre-close alert watches; run-round.ts).
 */
export function nextRound(atMs: number, clock: RoundClock): { inMs: number; preClose: boolean } {
  const regular = untilNext(atMs, clock.everyMs, clock.delayMs);
  if (clock.preCloseLeadMs <= 0 || clock.preCloseLeadMs >= clock.everyMs) return { inMs: regular, preClose: false };
  const preClose = untilNext(atMs, clock.everyMs, clock.delayMs - clock.preCloseLeadMs);
  return preClose < regular ? { inMs: preClose, preClose: true } : { inMs: regular, preClose: false };
}

/** Milliseconds from `atMs` to the next round of either kind. */
export const msToNextRound = (atMs: number, clock: RoundClock): number => nextRound(atMs, clock).inMs;
