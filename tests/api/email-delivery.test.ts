import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { config, overrideConfig } from '../../api/src/config';
import { drainQueues } from '../support/drain-queues';
import { MAX_EMAIL_ATTEMPTS } from '../../notifier/src/email/email-pass';
import { outboxEmails } from '@agulhadas/delivery/queue/outbox-emails';
import type { Store } from '../../api/src/store/types';
import { call, freshStore, principalFor } from '../support/api-client';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';

/** E-mails really leave through SMTP when SMTP_URL is set: a local SMTP server receives them here. */
const ana = principalFor('kp_ana', 'ana@test.agulhadas.app');
const brokerEmail = {
  name: 'Ana',
  subject: 'Abertura de conta na XM',
  template: 'Corretora',
  data: { nome: 'Ana', corretora: 'XM', mudanca: 'Peça a mudança de IB.', link: 'https://www.xm.com/register' },
};

let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox.close());

const saved = config();
let store: Store;
beforeEach(async () => {
  store = await freshStore();
  inbox.received.length = 0;
  inbox.refuse = false;
  overrideConfig({ smtpUrl: inbox.url, emailFrom: 'Agulhadas <nao-responda@agulhadas.test>' });
});
afterEach(() => overrideConfig(saved));

describe('e-mail through SMTP', () => {
  it('sends the broker e-mail to the caller with the team in copy, in Portuguese, and marks it sent', async () => {
    const res = await call<{ status: string; id: string }>('sendEmail', { method: 'POST', as: ana, body: brokerEmail });
    expect(res.status).toBe(202);
    // The request only queues: the SMTP server has seen nothing until the notifier runs.
    expect(res.body.status).toBe('queued');
    expect(inbox.received).toHaveLength(0);
    await drainQueues(store);
    expect(inbox.received).toHaveLength(1);
    expect(inbox.received[0]!.from).toBe('nao-responda@agulhadas.test');
    expect(inbox.received[0]!.to.sort()).toEqual(['ana@test.agulhadas.app', 'contato@agulhadas.app']);
    expect(inbox.received[0]!.body).toContain('Subject: Abertura de conta na XM');
    expect(inbox.received[0]!.body).toContain('https://www.xm.com/register');
    expect(inbox.received[0]!.body).not.toMatch(/^Bcc:/m);
    expect(await outboxEmails(store).findOne({ _id: res.body.id })).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
    });
  });

  it("keeps a refused e-mail queued with the provider's error, retries it later, and gives up after the last attempt", async () => {
    inbox.refuse = true;
    const res = await call<{ status: string; id: string }>('sendEmail', { method: 'POST', as: ana, body: brokerEmail });
    expect(res.body.status).toBe('queued');
    await drainQueues(store);
    const queued = await outboxEmails(store).findOne({ _id: res.body.id });
    expect(queued).toMatchObject({ status: 'pending', attempts: 1 });
    expect(queued!.lastError).toContain('caixa indisponível');
    // Not due yet: nothing is tried again before the back-off.
    expect((await drainQueues(store)).email).toMatchObject({ sent: 0, failed: 0 });
    expect(await outboxEmails(store).findOne({ _id: res.body.id })).toMatchObject({ status: 'pending', attempts: 1 });
    inbox.refuse = false;
    expect((await drainQueues(store, new Date(Date.now() + 60_000))).email).toMatchObject({ sent: 1, failed: 0 });
    expect(inbox.received).toHaveLength(1);

    inbox.refuse = true;
    const other = await call<{ id: string }>('sendEmail', { method: 'POST', as: ana, body: brokerEmail });
    await drainQueues(store);
    let later = Date.now();
    for (let attempt = 2; attempt <= MAX_EMAIL_ATTEMPTS; attempt += 1) {
      later += 7 * 3600_000;
      await drainQueues(store, new Date(later));
    }
    expect(await outboxEmails(store).findOne({ _id: other.body.id })).toMatchObject({
      status: 'failed',
      attempts: MAX_EMAIL_ATTEMPTS,
    });
  });

  it('FEATURES_OFF=email refuses in Portuguese and records nothing', async () => {
    overrideConfig({ featuresOff: new Set(['email']) });
    const res = await call<{ error: string }>('sendEmail', { method: 'POST', as: ana, body: brokerEmail });
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('O envio de e-mails está desativado neste site.');
    expect(await outboxEmails(store).countDocuments({})).toBe(0);
  });
});
