import { hasFreeTrial, type TrialContext } from '@agulhadas/domain/plans/free-trial';

export interface TrialBadgeContext extends TrialContext {
  signedIn: boolean;
  /** The server's word for a signed-in user: trial days a checkout would grant now (0 once the trial is used). */
  trialDays: number | undefined;
  soldOut: boolean;
}

/**
 * Whether the paid plan cards show '7 dias grátis'. A voucher or the 30-day promo removes it; so does a
 * sold-out page (nothing can be bought, so nothing is offered); a signed-in user sees it only while the server
 * still grants them a trial, so a person who already had theirs is never promised a second one.
 */
export function showsTrialBadge(context: TrialBadgeContext): boolean {
  if (!hasFreeTrial(context) || context.soldOut) return false;
  return !context.signedIn || (context.trialDays ?? 0) > 0;
}
