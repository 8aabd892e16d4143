import type { EmailSender } from '@agulhadas/delivery/email/email-sender';
import { DeliveryRefused } from '@agulhadas/delivery/queue/queued-delivery';

/**
 * The local inbox as an SMTP server: it takes every e-mail (the outbox itself is the inbox, read on /local-email),
 * except to the reserved `.invalid` top-level domain (RFC 2606), which no mail server can ever deliver to: there it
 * refuses as a relay does for an unknown domain, so a local run shows the failed e-mails and 'Reenviar' of the back
 * office's Entregas through the notifier's real path.
 */
export const localInboxSender: EmailSender = {
  kind: 'local-inbox',
  provider: 'local-inbox',
  send: (message) => {
    const domain = message.to.split('@').pop()?.toLowerCase() ?? '';
    if (domain === 'invalid' || domain.endsWith('.invalid'))
      return Promise.reject(
        new DeliveryRefused(`550 5.1.2 <${message.to}>: Recipient address rejected: Domain not found`),
      );
    return Promise.resolve();
  },
};
