import { beforeEach, describe, expect, it } from '@jest/globals';
import { EMAILS_PER_HOUR } from '../../api/src/functions/send-email';
import { drainQueues } from '../support/drain-queues';
import { outboxEmails } from '@agulhadas/delivery/queue/outbox-emails';
import type { Store } from '../../api/src/store/types';
import { call, freshStore, principalFor } from '../support/api-client';

const ana = principalFor('kp_ana', 'ana@test.agulhadas.app');

function brokerEmail(patch: Record<string, unknown> = {}, dataPatch: Record<string, unknown> = {}) {
  return {
    email: 'ana@test.agulhadas.app',
    name: 'Ana',
    subject: 'Abertura de conta na XM',
    template: 'Corretora',
    data: {
      email: 'ana@test.agulhadas.app',
      userId: 'kp_ana',
      nome: 'Ana',
      corretora: 'XM',
      mudanca: 'Peça a mudança de IB.',
      link: 'https://www.xm.com/register?ref=agulhadas',
      ...dataPatch,
    },
    ...patch,
  };
}

describe('POST /api/sendEmail', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
  });

  it('records the broker e-mail to the caller in outbox_emails, copying the team (locally the outbox is the inbox)', async () => {
    const res = await call<{ status: string; id: string }>('sendEmail', {
      method: 'POST',
      as: ana,
      body: brokerEmail(),
    });
    expect(res.status).toBe(202);
    expect(res.body.status).toBe('queued');
    await drainQueues(store);
    const doc = await outboxEmails(store).findOne({ _id: res.body.id });
    expect(doc).toMatchObject({
      template: 'Corretora',
      to: 'ana@test.agulhadas.app',
      bcc: ['contato@agulhadas.app'],
      subject: 'Abertura de conta na XM',
      userId: 'kp_ana',
      status: 'sent',
      data: {
        corretora: 'XM',
        nome: 'Ana',
        userId: 'kp_ana',
        email: 'ana@test.agulhadas.app',
        link: 'https://www.xm.com/register?ref=agulhadas',
      },
    });
  });

  it('takes the user id and e-mail from the session, never from the body', async () => {
    const forged = brokerEmail(
      { email: 'victim@example.com' },
      { email: 'victim@example.com', userId: 'kp_someone_else' },
    );
    const res = await call<{ id: string }>('sendEmail', {
      method: 'POST',
      as: ana,
      body: { ...forged, userId: 'kp_someone_else', to: 'victim@example.com' },
    });
    expect(res.status).toBe(202);
    const doc = await outboxEmails(store).findOne({ _id: res.body.id });
    expect(doc?.to).toBe('ana@test.agulhadas.app');
    expect(doc?.userId).toBe('kp_ana');
    expect(doc?.data).toMatchObject({ userId: 'kp_ana', email: 'ana@test.agulhadas.app' });
    expect(JSON.stringify(doc)).not.toContain('victim@example.com');
    expect(JSON.stringify(doc)).not.toContain('kp_someone_else');
  });

  it('refuses anonymous callers with 401 and queues nothing', async () => {
    const res = await call<{ error: string }>('sendEmail', { method: 'POST', body: brokerEmail() });
    expect(res.status).toBe(401);
    expect(res.body.error).toBeTruthy();
    expect(await outboxEmails(store).countDocuments({})).toBe(0);
  });

  it('refuses a template outside the allow-list with 400', async () => {
    const res = await call<{ error: string }>('sendEmail', {
      method: 'POST',
      as: ana,
      body: brokerEmail({ template: 'ResetPassword' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Modelo de e-mail não permitido.');
    expect(await outboxEmails(store).countDocuments({})).toBe(0);
  });

  it.each([
    ['a missing body', undefined, undefined],
    ['bad JSON', undefined, '{"name":'],
    ['a missing broker', brokerEmail({}, { corretora: undefined }), undefined],
    ['a non-https link', brokerEmail({}, { link: 'javascript:alert(1)' }), undefined],
    ['a subject with a line break', brokerEmail({ subject: 'Oi\r\nBcc: x@example.com' }), undefined],
  ])('rejects %s with 400 and a JSON error', async (_label, body, rawBody) => {
    const res = await call<{ error: string }>('sendEmail', { method: 'POST', as: ana, body, rawBody });
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
    expect(await outboxEmails(store).countDocuments({})).toBe(0);
  });

  it(`limits a user to ${EMAILS_PER_HOUR} e-mails an hour`, async () => {
    for (let i = 0; i < EMAILS_PER_HOUR; i += 1) {
      expect((await call('sendEmail', { method: 'POST', as: ana, body: brokerEmail() })).status).toBe(202);
    }
    const res = await call<{ error: string }>('sendEmail', { method: 'POST', as: ana, body: brokerEmail() });
    expect(res.status).toBe(429);
    expect(await outboxEmails(store).countDocuments({})).toBe(EMAILS_PER_HOUR);
  });

  it('answers 405 to GET', async () => {
    expect((await call('sendEmail', { as: ana })).status).toBe(405);
  });
});
