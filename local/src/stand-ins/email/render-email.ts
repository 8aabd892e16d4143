import { config } from '../../../../api/src/config';
import type { OutboxEmailDoc } from '@agulhadas/delivery/queue/outbox-emails';
import type { EmailMessage } from '@agulhadas/delivery/email/email-sender';
import { renderEmailFor } from '@agulhadas/delivery/email/render-email';

/** The queued e-mail as its recipient reads it, signed with this site's name and support address. */
export function renderEmail(email: OutboxEmailDoc): EmailMessage {
  const { siteName, supportEmail } = config();
  return renderEmailFor(email, { siteName, supportEmail });
}
