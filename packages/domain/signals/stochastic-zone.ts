import type { Signal } from '../reading';

/** Slow %K above this is overbought ('caro'); below STOCHASTIC_OVERSOLD oversold ('barato'). */
export const STOCHASTIC_OVERBOUGHT = 80;
export const STOCHASTIC_OVERSOLD = 20;

/**
 * stockZona: where the slow %K is, 1 'caro' (above 80), -1 'barato' (below 20), 0 between
 * (80 and 20 themselves included). A place on the scale, not a buy/sell signal: the method reads a
 * %K/%D cross inside a zone (stockStatus gives the side of that cross).
 */
export function stochasticZone(k: number): Signal {
  if (k > STOCHASTIC_OVERBOUGHT) return 1;
  if (k < STOCHASTIC_OVERSOLD) return -1;
  return 0;
}
