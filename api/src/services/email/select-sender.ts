import { config } from '../../config';
import type { EmailSender } from './email-sender';
import { smtpSender } from './smtp-sender';

/** Local mode without SMTP_URL: nothing leaves the machine; the outbox is read on the local inbox page. */
const localInbox: EmailSender = { kind: 'local-inbox', send: () => Promise.resolve() };

let override: EmailSender | null = null;
let cached: { key: string; sender: EmailSender } | null = null;

/** SMTP, or in local mode without SMTP_URL the local inbox. Rebuilt when the settings change (tests). */
export function emailSender(): EmailSender {
  if (override) return override;
  const { localMode, smtpUrl, emailFrom } = config();
  if (localMode && !smtpUrl) return localInbox;
  const key = `${smtpUrl}|${emailFrom}`;
  if (cached?.key !== key) cached = { key, sender: smtpSender(smtpUrl, emailFrom) };
  return cached.sender;
}

/** Tests put a failing or recording sender in place. */
export function overrideEmailSender(sender: EmailSender | null): void {
  override = sender;
}
