import { config } from '../../config';
import type { OutboxEmailDoc } from '../../store/outbox-emails';
import type { EmailMessage } from './email-sender';

/** The text of each allow-listed template (plain text: nothing a user typed can become markup). */
function body(email: OutboxEmailDoc): string {
  const { siteName, supportEmail } = config();
  const data = email.data;
  const change = data.mudanca ? `\nMudança de base: ${data.mudanca}\n` : '';
  return [
    `Olá, ${data.nome ?? email.name}.`,
    '',
    `Você pediu para abrir uma conta na ${data.corretora ?? ''} pelo ${siteName}.`,
    `Link de abertura da conta: ${data.link ?? ''}`,
    change,
    'Depois de abrir a conta, responda a este e-mail com o número dela para a vincularmos à sua assinatura.',
    '',
    `Equipe ${siteName} — ${supportEmail}`,
  ].join('\n');
}

export function renderEmail(email: OutboxEmailDoc): EmailMessage {
  return { to: email.to, bcc: email.bcc, subject: email.subject, text: body(email) };
}
