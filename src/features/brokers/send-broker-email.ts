import { apiFetch } from '../../lib/api';
import type { PartnerBroker } from './partner-brokers';

export interface BrokerEmailSender {
  email: string;
  userId: string;
  nome: string;
}

/**
 * POST /api/sendEmail with template 'Corretora': the user gets the broker's instructions
 * and the team learns which account to link. The server takes the user id and e-mail from the
 * session; they travel in the body only because the endpoint's payload carries them.
 */
export function sendBrokerEmail(sender: BrokerEmailSender, broker: PartnerBroker): Promise<unknown> {
  return apiFetch('/api/sendEmail', {
    method: 'POST',
    body: {
      email: sender.email,
      name: sender.nome,
      subject: `Abertura de conta na ${broker.name}`,
      template: 'Corretora',
      data: {
        email: sender.email,
        userId: sender.userId,
        nome: sender.nome,
        corretora: broker.name,
        mudanca: broker.mudanca,
        link: broker.link,
      },
    },
  });
}
