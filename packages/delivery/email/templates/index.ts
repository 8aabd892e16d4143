import { brokerPlanGrantedTemplate } from './broker-plan-granted';
import { corretoraTemplate } from './corretora';
import { duplicateRefundedTemplate } from './duplicate-refunded';
import type { EmailTemplate } from './email-template';
import { paymentConfirmedTemplate } from './payment-confirmed';
import { paymentRefundedTemplate } from './payment-refunded';
import { paymentRefusedTemplate } from './payment-refused';
import { planUpgradeChargedTemplate } from './plan-upgrade-charged';
import { promo30InvitationTemplate } from './promo30-invitation';
import { shopOrderTemplate } from './shop-order';

/** Every e-mail the product sends, by the name stored in the outbox. */
export const EMAIL_TEMPLATES = {
  Corretora: corretoraTemplate,
  'shop-order': shopOrderTemplate,
  'promo30-invitation': promo30InvitationTemplate,
  'payment-confirmed': paymentConfirmedTemplate,
  'payment-refused': paymentRefusedTemplate,
  'plan-upgrade-charged': planUpgradeChargedTemplate,
  'broker-plan-granted': brokerPlanGrantedTemplate,
  'duplicate-refunded': duplicateRefundedTemplate,
  'payment-refunded': paymentRefundedTemplate,
} as const;

export type TemplateName = keyof typeof EMAIL_TEMPLATES;

/** The fields a template is queued with. */
export type TemplateData<N extends TemplateName> =
  (typeof EMAIL_TEMPLATES)[N] extends EmailTemplate<infer F> ? Record<F, string> : never;

export function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(EMAIL_TEMPLATES, name);
}
