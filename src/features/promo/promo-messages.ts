import { SITE } from '../../lib/site';

/** Every error text of the 30-day promo, verbatim. */
export const PROMO_MESSAGES = {
  notRegistered: `Email não cadastrado. Entre em contato com a nossa equipe para para verificar usa elegibilidade para esta promoção: ${SITE.supportEmail}`,
  alreadySubscriber: `Você já deve ser assinante do ${SITE.name}. Entre em contato conosco: ${SITE.supportEmail}.`,
  failed: `Ocorreu um erro. Entre em contato conosco: ${SITE.supportEmail}.`,
} as const;

export type AcceptOutcome = { kind: 'granted'; vip30: boolean } | { kind: 'error'; message: string };

/** Reads the acceptPromo answer: array → granted, empty → error, non-array → subscriber, falsy → error. */
export function readAcceptAnswer(answer: unknown): AcceptOutcome {
  if (!answer) return { kind: 'error', message: PROMO_MESSAGES.failed };
  if (!Array.isArray(answer)) return { kind: 'error', message: PROMO_MESSAGES.alreadySubscriber };
  if (answer.length === 0) return { kind: 'error', message: PROMO_MESSAGES.failed };
  const vip30 = answer.some(
    (item: unknown) => typeof item === 'object' && item !== null && (item as { level?: unknown }).level === 'VIP30',
  );
  return { kind: 'granted', vip30 };
}
