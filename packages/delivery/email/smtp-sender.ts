import nodemailer from 'nodemailer';
import type { EmailMessage, EmailSender } from './email-sender';

/** A connection, a greeting or an answer not come by then times out (nodemailer's ETIMEDOUT). */
export const SMTP_TIMEOUT_MS = 10_000;

/**
 * SMTP through nodemailer: any provider that speaks SMTP (Azure Communication Services Email's SMTP endpoint,
 * SendGrid, Amazon SES, a company relay). `url` is e.g. `smtps://user:password@smtp.example.com:465`.
 */
export function smtpSender(url: string, from: string): EmailSender {
  // nodemailer waits up to 2 minutes to connect and 10 for a silent server: a stalled provider would hold each send
  // that long. Ten seconds, like the other senders, so the notifier learns of a stall soon (the URL may still set them).
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    kind: 'smtp',
    provider: `smtp:${URL.canParse(url) ? new URL(url).host : 'server'}`,
    async send(message: EmailMessage) {
      await transport.sendMail({
        from,
        to: message.to,
        bcc: message.bcc,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}
