/** Below this many cases the figure says nothing: the screens show that there is not enough history yet. */
export const HOLD_RATE_MIN_CASES = 30;

/** How often a needle seen before the close held at the close: `held` of `cases`. */
export interface HoldCount {
  cases: number;
  held: number;
}

export const PAST_RESULTS_LINE = 'Desempenho passado não garante resultado futuro.';
export const NOT_ENOUGH_HISTORY =
  'Ainda sem histórico suficiente para dizer com que frequência a agulhada se mantém no fechamento.';
export const DEMO_MARKET_NOTE = 'Calculado sobre o mercado de demonstração.';

/**
 * The hold-rate sentence an editor and a message show: 'Nos últimos N casos deste tempo gráfico, a agulhada se
 * manteve no fechamento em Y %.' from 30 cases on (a no-break space before '%', so it never wraps alone), otherwise that there is not enough history yet.
 */
export function holdRateSentence(count: HoldCount | null | undefined): string {
  if (!count || count.cases < HOLD_RATE_MIN_CASES) return NOT_ENOUGH_HISTORY;
  const percent = Math.round((100 * count.held) / count.cases);
  return `Nos últimos ${count.cases} casos deste tempo gráfico, a agulhada se manteve no fechamento em ${percent}\u00a0%.`;
}

/** The sentence with its caveats: past behaviour, and the demo market when the figure comes from it. */
export function holdRateLines(count: HoldCount | null | undefined, demo: boolean): string[] {
  const lines = [holdRateSentence(count)];
  if (count && count.cases >= HOLD_RATE_MIN_CASES) {
    if (demo) lines.push(DEMO_MARKET_NOTE);
    lines.push(PAST_RESULTS_LINE);
  }
  return lines;
}
