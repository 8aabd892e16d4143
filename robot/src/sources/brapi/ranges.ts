/** brapi's `range` values with the calendar days each covers (QuoteRetrieveParams.range). */
const RANGES: readonly [string, number][] = [
  ['1d', 1],
  ['5d', 5],
  ['1mo', 28],
  ['3mo', 89],
  ['6mo', 181],
  ['1y', 365],
  ['2y', 730],
  ['5y', 1826],
  ['10y', 3652],
];

/** The shortest range covering `days` calendar days (`max` beyond ten years). */
export function rangeCovering(days: number): string {
  return RANGES.find(([, covers]) => covers >= days)?.[0] ?? 'max';
}

/** Intraday rows come from a shorter past than daily ones; three months is the longest range asked for them. */
export function intradayRangeCovering(days: number): string {
  return rangeCovering(Math.min(days, 89));
}
