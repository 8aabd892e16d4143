import nodemailer from 'nodemailer';
import type { EmailMessage, EmailSender } from './email-sender';

/**
 * SMTP through nodemailer: any provider that speaks SMTP (Azure Communication Services Email's SMTP endpoint,
 * SendGrid, Amazon SES, a company relay). `url` is e.g. `smtps://user:password@smtp.example.com:465`.
 */
export function smtpSender(url: string, from: string): EmailSender {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message: EmailMessage) {
      await transport.sendMail({ from, to: message.to, bcc: message.bcc, subject: message.subject, text: message.text });
    },
  };
}
