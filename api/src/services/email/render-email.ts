import { config } from '../../config';
import type { OutboxEmailDoc } from '../../store/outbox-emails';
import type { EmailMessage } from './email-sender';
import { EMAIL_TEMPLATES, isTemplateName } from './templates';
import type { EmailTemplate } from './templates/email-template';

/** The queued e-mail as its recipient reads it; a field missing from an older document reads as empty. */
export function renderEmail(email: OutboxEmailDoc): EmailMessage {
  if (!isTemplateName(email.template)) throw new Error(`unknown e-mail template ${email.template}`);
  const template: EmailTemplate<string> = EMAIL_TEMPLATES[email.template];
  const data = Object.fromEntries(template.fields.map((field) => [field, email.data[field] ?? '']));
  const { siteName, supportEmail } = config();
  return { to: email.to, bcc: email.bcc, subject: email.subject, text: template.text(data, { siteName, supportEmail }) };
}
