import type { OutboxEmailDoc } from '../queue/outbox-emails';
import type { EmailMessage } from './email-sender';
import { headerAddress, headerText } from './header-values';
import { EMAIL_TEMPLATES, isTemplateName } from './templates';
import type { EmailTemplate } from './templates/email-template';

/** The site's name and support address as e-mails sign them (the notifier reads them from its own settings). */
export interface EmailSite {
  siteName: string;
  supportEmail: string;
}

/**
 * The queued e-mail as its recipient reads it, signed by `site`; a field missing from an older document reads as
 * empty. Headers are checked here, the one place every e-mail passes before any provider, whoever queued it.
 */
export function renderEmailFor(email: OutboxEmailDoc, site: EmailSite): EmailMessage {
  if (!isTemplateName(email.template)) throw new Error(`unknown e-mail template ${email.template}`);
  const template: EmailTemplate<string> = EMAIL_TEMPLATES[email.template];
  const data = Object.fromEntries(template.fields.map((field) => [field, email.data[field] ?? '']));
  return {
    to: headerAddress(email.to),
    bcc: email.bcc.map(headerAddress),
    subject: headerText(email.subject),
    text: template.text(data, site),
  };
}
