import { isUsableSubscription, type SubscriptionLike } from '../identity/derive-roles';
import { levelRank } from './level-order';
import { isRecurringSubscription } from './plan-holding';
import { isPlanPeriod, periodMonths } from './plan-periods';
import { formatBrl } from './price-format';

/**
 * Changing the plan of a card subscription: an upgrade applies at once and charges the prorated difference now;
 * a downgrade applies when the paid period ends, so the user keeps what was paid for until then.
 */
export type PlanChangeKind = 'upgrade' | 'downgrade';

export interface PlanPosition {
  level: string;
  period: string;
}

const LEVEL_TITLES: Record<string, string> = { Basico: 'Básico' };

/** The level as the plans page titles it. */
export const levelTitle = (level: string): string => LEVEL_TITLES[level] ?? level;

const months = (period: string): number => (isPlanPeriod(period) ? periodMonths(period) : 1);

/** Higher level, or the same level for a longer period, is an upgrade; the same plan is no change (null). */
export function planChangeKind(from: PlanPosition, to: PlanPosition): PlanChangeKind | null {
  const byLevel = levelRank(to.level) - levelRank(from.level);
  const byPeriod = months(to.period) - months(from.period);
  if (byLevel === 0 && byPeriod === 0) return null;
  return byLevel > 0 || (byLevel === 0 && byPeriod > 0) ? 'upgrade' : 'downgrade';
}

/** The card subscription a plan change applies to: usable, renewing by card, not one cancelled as a duplicate. */
export function liveCardSubscription<T extends SubscriptionLike & { subId: string; notice?: string }>(
  subscriptions: readonly T[],
  now: Date,
): T | null {
  const live = subscriptions.filter(
    (sub) => isRecurringSubscription(sub.subId) && !sub.notice && isUsableSubscription(sub, now),
  );
  return live.sort((a, b) => (b.expiry ?? 0) - (a.expiry ?? 0))[0] ?? null;
}

/** Dates are the Brazilian calendar day, wherever the code runs. */
const DAY = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

export const changeDateText = (unixSeconds: number): string => DAY.format(new Date(unixSeconds * 1000));

/** '/mês', '/ano', '/3 meses': what a renewal charge covers. */
export function perPeriodText(period: string): string {
  const count = months(period);
  if (count === 12) return '/ano';
  return count === 1 ? '/mês' : `/${count} meses`;
}

export interface PlanChangeQuoteText {
  kind: PlanChangeKind;
  level: string;
  period: string;
  /** Charged now (0 for a downgrade). */
  amountDueCents: number;
  /** Each renewal after the change. */
  nextPriceCents: number;
  /** Unix seconds the change applies (the period end for a downgrade). */
  effectiveAt: number;
}

/** What the confirmation dialog says before the user confirms. */
export function planChangeQuoteText(quote: PlanChangeQuoteText): string {
  const next = `${formatBrl(quote.nextPriceCents)}${perPeriodText(quote.period)}`;
  if (quote.kind === 'upgrade')
    return `Mudar para ${levelTitle(quote.level)}: ${formatBrl(quote.amountDueCents)} hoje, depois ${next}`;
  return `Mudar para ${levelTitle(quote.level)} em ${changeDateText(quote.effectiveAt)}: depois ${next}, sem cobrança hoje`;
}

/** The account card of a subscription with a downgrade waiting for the end of its period. */
export const scheduledChangeText = (level: string, at: number): string =>
  `Muda para ${levelTitle(level)} em ${changeDateText(at)}`;

/** Notice kept on a second card subscription that was cancelled and refunded. */
export const DUPLICATE_REFUNDED = 'duplicate-refunded';
export const DUPLICATE_REFUNDED_TEXT = 'Cobrança em duplicidade: assinatura cancelada e valor reembolsado.';

export const PLAN_CHANGE_MESSAGES = {
  notCard: 'Esta assinatura não é cobrada no cartão: só assinaturas recorrentes mudam de plano.',
  notLive: 'Esta assinatura não está ativa: não é possível mudar o plano dela.',
  samePlan: 'Você já assina este plano.',
  quoteExpired: 'A cotação da mudança de plano expirou. Confira o valor de novo antes de confirmar.',
  quoteChanged: 'O valor da mudança de plano mudou desde que foi mostrado. Confira o novo valor e confirme de novo.',
  inProgress: 'Uma mudança de plano desta assinatura já está em andamento. Aguarde e confira em Minha conta.',
  useChange:
    'Você já tem uma assinatura no cartão. Para mudar de plano, escolha o novo plano recorrente e confirme a mudança.',
} as const;
