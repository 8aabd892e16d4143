import { config, featureOn } from '../../config';
import { outboxEmails } from '@agulhadas/delivery/queue/outbox-emails';
import { DuplicateKeyError, type Store } from '../../store/types';
import { EMAIL_TEMPLATES, type TemplateData, type TemplateName } from '@agulhadas/delivery/email/templates';
import type { EmailTemplate } from '@agulhadas/delivery/email/templates/email-template';

export interface QueuedEmail<N extends TemplateName> {
  template: N;
  /** What the e-mail is about (an order, a payment, a subscription): the same key never queues a second e-mail. */
  about: string;
  to: string;
  /** Copy the team (orders to ship, broker accounts to link). */
  copySupport?: boolean;
  name: string;
  /** The recipient's user id, or '' for an address without an account yet. */
  userId: string;
  /** The template's fields; extra fields are kept for the team's records. */
  data: TemplateData<N> & Record<string, string>;
}

/** The outbox id of an e-mail: one per template and subject, so a webhook or a round running twice queues it once. */
export const emailId = (template: TemplateName, about: string) => `${template}:${about}`;

/**
 * Queues one e-mail unless the same one (template and subject) is already queued or sent. Answers its id and
 * whether this call queued it. Delivery is the notifier's.
 * With e-mail switched off (FEATURES_OFF=email, no SMTP settings) nothing is queued that could never leave.
 */
export async function queueEmail<N extends TemplateName>(
  store: Store,
  email: QueuedEmail<N>,
  now: Date,
): Promise<{ id: string; queued: boolean }> {
  const id = emailId(email.template, email.about);
  if (!featureOn('email')) return { id, queued: false };
  const { siteName, supportEmail } = config();
  const template: EmailTemplate<string> = EMAIL_TEMPLATES[email.template];
  const data: Record<string, string> = email.data;
  try {
    await outboxEmails(store).insertOne({
      _id: id,
      template: email.template,
      to: email.to,
      bcc: email.copySupport ? [supportEmail] : [],
      subject: template.subject(data, { siteName, supportEmail }),
      name: email.name,
      userId: email.userId,
      data,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now.toISOString(),
      lastError: null,
      createdAt: now.toISOString(),
    });
    return { id, queued: true };
  } catch (error) {
    if (error instanceof DuplicateKeyError) return { id, queued: false };
    throw error;
  }
}
