/** Periods a plan price is sold for. '4M' has a label but no plan uses it today. */
export const PLAN_PERIODS = ['M', '3M', '4M', '6M', 'A'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

const PERIOD_LABELS: Record<PlanPeriod, string> = {
  M: '1 mês',
  '3M': '3 meses',
  '4M': '4 meses',
  '6M': '6 meses',
  A: '1 ano',
};

const PERIOD_MONTHS: Record<PlanPeriod, number> = { M: 1, '3M': 3, '4M': 4, '6M': 6, A: 12 };

/** The default label is '1 mês', so unknown or missing periods read as monthly. */
export const DEFAULT_PERIOD_LABEL = '1 mês';

export function isPlanPeriod(value: unknown): value is PlanPeriod {
  return typeof value === 'string' && (PLAN_PERIODS as readonly string[]).includes(value);
}

export function periodLabel(period: string | null | undefined): string {
  return isPlanPeriod(period) ? PERIOD_LABELS[period] : DEFAULT_PERIOD_LABEL;
}

export function periodMonths(period: PlanPeriod): number {
  return PERIOD_MONTHS[period];
}
