/** One e-mail as handed to a provider. */
export interface EmailMessage {
  to: string;
  bcc: string[];
  subject: string;
  text: string;
}

/** Sends one e-mail; rejects on failure so the queue retries it. */
export interface EmailSender {
  /** 'smtp': a real provider; 'local-inbox': local mode, where the outbox itself is the inbox to read. */
  readonly kind: 'smtp' | 'local-inbox';
  /** Which server it reaches (no credentials), e.g. `smtp:smtp.example.com:465`: the notifier's breaker key. */
  readonly provider: string;
  send(message: EmailMessage): Promise<void>;
}
