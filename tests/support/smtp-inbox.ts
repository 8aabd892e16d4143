import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as a local SMTP server received it: envelope sender and recipients, and the raw message. */
export interface ReceivedEmail {
  from: string;
  to: string[];
  body: string;
}

/** A local SMTP server standing for the provider, so e-mails really leave through nodemailer in tests. */
export interface SmtpInbox {
  /** The SMTP_URL that reaches it. */
  url: string;
  received: ReceivedEmail[];
  /** While true, every message is answered 451 (mailbox unavailable), as a provider failing would. */
  refuse: boolean;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const inbox: SmtpInbox = {
    url: '',
    received: [],
    refuse: false,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
      stream.on('end', () => {
        if (inbox.refuse) return done(Object.assign(new Error('caixa indisponível'), { responseCode: 451 }));
        inbox.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          body,
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  inbox.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}?ignoreTLS=true`;
  return inbox;
}
