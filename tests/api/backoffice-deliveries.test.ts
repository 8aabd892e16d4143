import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { DeliveryOverview } from '@agulhadas/domain/admin/delivery-overview';
import { outboxEmails } from '@agulhadas/delivery/queue/outbox-emails';
import { overrideConfig } from '../../api/src/config';
import { overrideApiClock } from '../../api/src/http/define-function';
import { auditLog } from '../../api/src/store/audit-log';
import { recordRobotRound } from '../../api/src/store/meta';
import type { Store } from '../../api/src/store/types';
import { call, freshStore, principalFor } from '../support/api-client';

/** The Entregas screen's data and its 'Reenviar', on a seeded queue and an injected clock. */
const ROLES_SECRET = 'roles-secret-for-deliveries-tests';
const T0 = Date.parse('2026-03-08T05:30:00.000Z');
const minutes = (count: number) => count * 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const alice = principalFor('kp_alice', 'alice@test.agulhadas.app', ['admin']);

type Answer = { error?: string; message?: string; alreadyHandled?: boolean };

interface Seed {
  _id: string;
  status: 'pending' | 'sent' | 'failed' | 'expired';
  /** Minutes from T0: when it is due (pending) or settled (sent, failed, expired). */
  at: number;
  rateLimitedAt?: number;
  lastError?: string;
}

function queued(seed: Seed): { _id: string } & Record<string, unknown> {
  const settled = seed.status !== 'pending';
  return {
    _id: seed._id,
    status: seed.status,
    attempts: seed.status === 'failed' ? 6 : 1,
    nextAttemptAt: iso(T0 + minutes(seed.at)),
    lastError: seed.lastError ?? null,
    createdAt: iso(T0 - minutes(180)),
    userId: 'kp_bia',
    ...(settled ? { settledAt: new Date(T0 + minutes(seed.at)) } : {}),
    ...(seed.status === 'sent' ? { sentAt: iso(T0 + minutes(seed.at)) } : {}),
    ...(seed.rateLimitedAt === undefined ? {} : { rateLimitedAt: iso(T0 + minutes(seed.rateLimitedAt)) }),
  };
}

const SMTP_REFUSAL = '550 5.1.1 <bia@test.agulhadas.app>: Recipient address rejected: User unknown';

async function seedQueues(store: Store): Promise<void> {
  const telegram: Seed[] = [
    { _id: 'tg-due-old', status: 'pending', at: -5 },
    { _id: 'tg-due', status: 'pending', at: -1 },
    { _id: 'tg-later', status: 'pending', at: 1 },
    { _id: 'tg-429', status: 'pending', at: 2, rateLimitedAt: -20 },
    { _id: 'tg-429-old', status: 'sent', at: -90, rateLimitedAt: -95 },
    { _id: 'tg-sent', status: 'sent', at: -10 },
    { _id: 'tg-sent-old', status: 'sent', at: -120 },
    { _id: 'tg-failed', status: 'failed', at: -30 },
    { _id: 'tg-expired', status: 'expired', at: -50 },
    { _id: 'tg-expired-old', status: 'expired', at: -61 },
  ];
  const push: Seed[] = [
    { _id: 'push-sent', status: 'sent', at: -59 },
    { _id: 'push-failed-old', status: 'failed', at: -120 },
  ];
  const email: Seed[] = [
    { _id: 'mail-failed', status: 'failed', at: -15, lastError: SMTP_REFUSAL },
    { _id: 'mail-failed-old', status: 'failed', at: -180, lastError: 'connection refused' },
    { _id: 'mail-sent', status: 'sent', at: -3 },
  ];
  await store
    .collection('telegram_queue')
    .insertMany(
      telegram.map((seed) => ({ ...queued(seed), chatId: '777001', text: 'alerta', notificationId: seed._id })),
    );
  await store
    .collection('push_queue')
    .insertMany(
      push.map((seed) => ({ ...queued(seed), notificationId: seed._id, subscriptionId: 'dev-1', payload: {} })),
    );
  await store.collection('outbox_emails').insertMany(
    email.map((seed) => ({
      ...queued(seed),
      template: 'welcome',
      to: 'bia@test.agulhadas.app',
      bcc: [],
      subject: 'Bem-vinda ao Agulhadas',
      name: 'Bia',
      data: {},
    })),
  );
}

let store: Store;
beforeEach(async () => {
  store = await freshStore();
  overrideApiClock(() => new Date(T0));
  overrideConfig({ rolesSourceSecret: ROLES_SECRET, adminUserIds: ['kp_alice'] });
  await call('GetRoles', {
    method: 'POST',
    headers: { 'x-roles-source-secret': ROLES_SECRET },
    body: { identityProvider: 'kinde', userId: 'kp_alice', userDetails: 'alice@test.agulhadas.app', claims: [] },
  });
  await seedQueues(store);
});
afterEach(() => overrideApiClock(null));

const overview = async () => {
  const answer = await call<DeliveryOverview>('backoffice/deliveries', { as: alice });
  expect(answer.status).toBe(200);
  return answer.body;
};
const resend = (emailId: string, as = alice) =>
  call<Answer>('backoffice/resendEmail', { method: 'POST', as, body: { emailId } });
const emailState = async (id: string) => (await outboxEmails(store).findOne({ _id: id }))?.status;

describe('GET /api/backoffice/deliveries', () => {
  it('counts each queue at the injected clock: backlog, oldest due, and the last hour from the records', async () => {
    const answer = await overview();
    expect(answer.at).toBe(iso(T0));
    expect(answer.channels).toEqual([
      {
        channel: 'telegram',
        backlog: 4,
        oldestDueSeconds: 300,
        lastHour: { sent: 1, rateLimited: 1, failed: 1, expired: 1 },
      },
      {
        channel: 'push',
        backlog: 0,
        oldestDueSeconds: null,
        lastHour: { sent: 1, rateLimited: 0, failed: 0, expired: 0 },
      },
      {
        channel: 'email',
        backlog: 0,
        oldestDueSeconds: null,
        lastHour: { sent: 1, rateLimited: 0, failed: 1, expired: 0 },
      },
    ]);
  });

  it('agrees with /api/health on the oldest due message per queue', async () => {
    const health = await call<{ queues: Record<string, { oldestDueSeconds: number | null }> }>('health');
    const answer = await overview();
    for (const channel of answer.channels)
      expect(channel.oldestDueSeconds).toBe(health.body.queues[channel.channel]?.oldestDueSeconds);
  });

  it('moves with the clock: an hour later the same records count nothing in the last hour', async () => {
    overrideApiClock(() => new Date(T0 + minutes(61)));
    const answer = await overview();
    for (const channel of answer.channels)
      expect(channel.lastHour).toEqual({ sent: 0, rateLimited: 0, failed: 0, expired: 0 });
    expect(answer.channels[0]?.oldestDueSeconds).toBe(66 * 60);
  });

  it('lists the failed e-mails newest first with their last error, and the last robot round with its refused items', async () => {
    expect((await overview()).robot).toBeNull();
    await recordRobotRound(store, new Date(T0 - minutes(4)), {
      durationMs: 1834,
      items: 120,
      refusedCount: 1,
      refused: [{ asset: 'PETR4', timeframe: '15', error: 'candle no futuro' }],
    });
    const answer = await overview();
    expect(answer.failedEmails.map((email) => [email.id, email.lastError, email.failedAt])).toEqual([
      ['mail-failed', SMTP_REFUSAL, iso(T0 - minutes(15))],
      ['mail-failed-old', 'connection refused', iso(T0 - minutes(180))],
    ]);
    expect(answer.failedEmailsTotal).toBe(2);
    expect(answer.robot).toEqual({
      at: iso(T0 - minutes(4)),
      ageSeconds: 240,
      durationMs: 1834,
      items: 120,
      refusedCount: 1,
      refused: [{ asset: 'PETR4', timeframe: '15', error: 'candle no futuro' }],
    });
  });
});

describe('POST /api/backoffice/resendEmail', () => {
  it('refuses anonymous callers (401) and non-admins (403), and leaves the e-mail failed', async () => {
    expect(
      (await call<Answer>('backoffice/resendEmail', { method: 'POST', body: { emailId: 'mail-failed' } })).status,
    ).toBe(401);
    const stranger = await resend('mail-failed', principalFor('kp_bruno', 'bruno@test.agulhadas.app'));
    expect(stranger.status).toBe(403);
    expect(stranger.body.error).toEqual(expect.any(String));
    const forged = await resend('mail-failed', principalFor('kp_bruno', 'bruno@test.agulhadas.app', ['admin']));
    expect(forged.status).toBe(403);
    expect(await emailState('mail-failed')).toBe('failed');
    expect(await auditLog(store).countDocuments({})).toBe(0);
  });

  it('puts a failed e-mail back to due once, clears its error, and writes one trail entry with before and after', async () => {
    const first = await resend('mail-failed');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      alreadyHandled: false,
      message: 'E-mail para bia@test.agulhadas.app de volta à fila de envio.',
    });
    const doc = await outboxEmails(store).findOne({ _id: 'mail-failed' });
    expect(doc).toMatchObject({ status: 'pending', attempts: 0, lastError: null, nextAttemptAt: iso(T0) });
    expect(doc?.settledAt).toBeUndefined();

    const again = await resend('mail-failed');
    expect(again.body).toEqual({
      alreadyHandled: true,
      message: 'Este e-mail já não está entre os que falharam; nada mudou.',
    });

    const trail = await auditLog(store).find({}).toArray();
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      who: 'alice@test.agulhadas.app',
      adminUserId: 'kp_alice',
      what: 'email-resent',
      email: 'bia@test.agulhadas.app',
      userId: 'kp_bia',
      target: 'mail-failed',
      before: { status: 'failed', attempts: 6, lastError: SMTP_REFUSAL },
      after: { status: 'pending', attempts: 0, lastError: null },
      at: iso(T0),
    });

    const answer = await overview();
    expect(answer.failedEmails.map((email) => email.id)).toEqual(['mail-failed-old']);
    expect(answer.channels[2]).toMatchObject({ channel: 'email', backlog: 1, oldestDueSeconds: 0 });
  });

  it('answers 404 in Portuguese for an unknown e-mail and 400 for a missing one, changing nothing', async () => {
    const unknown = await resend('mail-nope');
    expect(unknown).toMatchObject({ status: 404, body: { error: 'E-mail não encontrado.' } });
    const empty = await call<Answer>('backoffice/resendEmail', { method: 'POST', as: alice, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatch(/e-mail/i);
    expect(await auditLog(store).countDocuments({})).toBe(0);
    expect(await emailState('mail-failed')).toBe('failed');
  });
});
