import { config } from '../../../api/src/config';
import { localStandIns } from '../../../api/src/runtime/stand-ins';
import type { EmailSender } from '@agulhadas/delivery/email/email-sender';
import { smtpSender } from '@agulhadas/delivery/email/smtp-sender';

let override: EmailSender | null = null;
let cached: { key: string; sender: EmailSender } | null = null;

/** SMTP, or in local mode without SMTP_URL the local inbox. Rebuilt when the settings change (tests). */
export function emailSender(): EmailSender {
  if (override) return override;
  const { smtpUrl, emailFrom } = config();
  const standIns = smtpUrl ? null : localStandIns();
  if (standIns) return standIns.emailSender;
  const key = `${smtpUrl}|${emailFrom}`;
  if (cached?.key !== key) cached = { key, sender: smtpSender(smtpUrl, emailFrom) };
  return cached.sender;
}

/** Tests put a failing or recording sender in place. */
export function overrideEmailSender(sender: EmailSender | null): void {
  override = sender;
}
