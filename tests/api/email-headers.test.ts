import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { config, overrideConfig } from '../../api/src/config';
import { drainQueues } from '../support/drain-queues';
import { queueEmail } from '../../api/src/services/email/queue-email';
import { outboxEmails } from '@agulhadas/delivery/queue/outbox-emails';
import type { Store } from '../../api/src/store/types';
import { freshStore } from '../support/api-client';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';

/**
 * Headers stay one line whatever the outbox holds: e-mails are queued here directly, as a webhook or a robot round
 * does, so no request validation stands between the data and the renderer.
 */
const now = new Date('2026-11-26T10:00:00.000Z');
let inbox: SmtpInbox;
let store: Store;
const saved = config();

beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox.close());
beforeEach(async () => {
  store = await freshStore();
  inbox.received.length = 0;
  overrideConfig({ smtpUrl: inbox.url, emailFrom: 'Agulhadas <nao-responda@agulhadas.test>' });
});
afterEach(() => overrideConfig(saved));

const queue = (about: string, to: string, assunto: string) =>
  queueEmail(
    store,
    {
      template: 'Corretora',
      about,
      to,
      copySupport: true,
      name: 'Ana',
      userId: 'ana',
      data: { assunto, nome: 'Ana', corretora: 'XM', link: 'https://www.xm.com/register', mudanca: '' },
    },
    now,
  );

/** The header lines of a raw message, folded lines joined back (a folded line starts with a space or a tab). */
const headerLines = (raw: string) =>
  raw
    .slice(0, raw.indexOf('\r\n\r\n'))
    .replace(/\r\n[ \t]/g, ' ')
    .split('\r\n');

describe('e-mail headers', () => {
  it.each([
    ['CR LF and a Bcc line', 'Conta na XM\r\nBcc: intruso@evil.test', 'Conta na XM Bcc: intruso@evil.test'],
    ['a lone LF', 'Conta na XM\nX-Injected: 1', 'Conta na XM X-Injected: 1'],
    ['U+2028 and U+2029', 'Conta\u2028na\u2029XM', 'Conta na XM'],
    ['NEL (U+0085) and NUL', 'Conta\u0085na\u0000XM', 'Conta na XM'],
    ['RLO (U+202E) and BEL', 'Conta na\u202eXM\u0007', 'Conta na XM'],
  ])('sends a subject holding %s as one plain line, with no header of its own', async (_name, assunto, subject) => {
    await queue('subject', 'ana@test.agulhadas.app', assunto);
    expect((await drainQueues(store, now)).email).toMatchObject({ sent: 1, failed: 0 });
    expect(inbox.received).toHaveLength(1);
    const [message] = inbox.received;
    expect(message!.to).toEqual(['ana@test.agulhadas.app', 'contato@agulhadas.app']);
    const lines = headerLines(message!.body);
    expect(lines.filter((line) => /^subject:/i.test(line))).toEqual([`Subject: ${subject}`]);
    expect(lines.filter((line) => /^(bcc|x-injected):/i.test(line))).toEqual([]);
  });

  it.each([
    ['CR LF and a Bcc line', 'ana@test.agulhadas.app\r\nBcc: intruso@evil.test'],
    ['U+2028', 'ana@test.agulhadas.app\u2028intruso@evil.test'],
    ['NEL (U+0085)', 'ana@test.agulhadas.app\u0085'],
    ['a space', 'ana@test.agulhadas.app intruso@evil.test'],
  ])('never sends to an address holding %s: the e-mail fails at once with the reason recorded', async (_name, to) => {
    const { id } = await queue('address', to, 'Conta na XM');
    expect((await drainQueues(store, now)).email).toMatchObject({ sent: 0, failed: 1 });
    expect(inbox.received).toEqual([]);
    expect((await outboxEmails(store).findOne({ _id: id }))?.lastError).toContain('e-mail address holds a line break');
  });
});
