/** Paid plans start with a 7-day trial, unless a voucher or the 30-day promo applies. */
export const TRIAL_DAYS = 7;
export const TRIAL_BADGE_TEXT = '7 dias grátis';

export interface TrialContext {
  hasVoucher: boolean;
  isPromo30: boolean;
}

export function hasFreeTrial(context: TrialContext): boolean {
  return !context.hasVoucher && !context.isPromo30;
}
