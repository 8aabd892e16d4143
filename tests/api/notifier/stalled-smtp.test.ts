import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EmailMessage, EmailSender } from '@agulhadas/delivery/email/email-sender';
import { outboxEmails } from '@agulhadas/delivery/queue/outbox-emails';
import { queueEmail } from '../../../api/src/services/email/queue-email';
import type { Store } from '../../../api/src/store/types';
import { createNotifier } from '../../../notifier/src/notifier';
import { freshStore } from '../../support/api-client';
import { virtualClock } from '../../support/virtual-clock';
import { breakerLog, drainUntilSettled, expectOnlyProbesWhileOpen, stalledFrom } from './stall-support';

const START = Date.parse('2026-11-20T12:00:05.000Z');
const EMAILS = 600;
const PER_SECOND = 10;
const PROVIDER = 'smtp:mail.example.com:465';

/** nodemailer's timeout: a server that accepted the connection and then said nothing. */
const smtpTimeout = () => Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' });

describe('SMTP stalls: a send without an answer loses nothing', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
  });

  it('a 30-second stall of the SMTP server: every e-mail arrives, resent only after a timeout, only probes while stopped', async () => {
    for (let i = 0; i < EMAILS; i += 1) {
      await queueEmail(
        store,
        {
          template: 'Corretora',
          about: `e${i}`,
          to: `cliente${i}@test.agulhadas.app`,
          name: 'Ana',
          userId: `user-${i}`,
          data: { assunto: 'Conta', nome: 'Ana', corretora: 'XM', link: 'https://www.xm.com', mudanca: '' },
        },
        new Date(START),
      );
    }
    const clock = virtualClock(START);
    const hung = stalledFrom(START + 10_000);
    const sent: Array<EmailMessage & { at: number }> = [];
    const sender: EmailSender = {
      kind: 'smtp',
      provider: PROVIDER,
      send: (mail) => {
        sent.push({ ...mail, at: clock.now() });
        return hung(clock.now()) ? Promise.reject(smtpTimeout()) : Promise.resolve();
      },
    };
    const { events, log } = breakerLog(clock, () => sent.length);
    const notifier = createNotifier({
      store,
      telegram: null,
      email: sender,
      site: { siteName: 'Agulhadas', supportEmail: 'contato@agulhadas.app' },
      emailPerSecond: PER_SECOND,
      clock,
      log,
    });

    await drainUntilSettled(notifier, clock, outboxEmails(store));

    const timedOut = sent.filter((mail) => hung(mail.at)).length;
    const stored = await outboxEmails(store).find({}).toArray();
    expect(stored).toHaveLength(EMAILS);
    expect(stored.filter((doc) => doc.status !== 'sent')).toEqual([]);
    // The sends that timed out may have reached the mailbox (worst case: all did), so each counts as a delivery.
    const delivered = new Set(sent.map((mail) => mail.to));
    expect(delivered.size).toBe(EMAILS);
    expect(sent.length - delivered.size).toBeLessThanOrEqual(timedOut);
    expect(stored.reduce((sum, doc) => sum + (doc.unknownOutcomes ?? 0), 0)).toBe(timedOut);
    expect(stored.every((doc) => doc.attempts === 1)).toBe(true);
    expect(notifier.totals.email).toMatchObject({ sent: EMAILS, failed: 0, unknown: timedOut });
    expectOnlyProbesWhileOpen(
      sent.map((mail) => mail.at),
      events,
      hung,
      PROVIDER,
    );
  }, 60_000);
});
