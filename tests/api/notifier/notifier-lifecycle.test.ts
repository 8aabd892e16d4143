import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { DeliveryDeferred } from '@agulhadas/delivery/queue/queued-delivery';
import type { EmailMessage } from '@agulhadas/delivery/email/email-sender';
import { queueEmail } from '../../../api/src/services/email/queue-email';
import { telegramQueue } from '@agulhadas/delivery/queue/telegram-queue';
import { systemClock } from '../../../notifier/src/clock';
import { startHealthServer } from '../../../notifier/src/health-server';
import { createNotifier } from '../../../notifier/src/notifier';
import { readSettings, SettingsError } from '../../../notifier/src/settings';
import { chatLeases } from '../../../notifier/src/telegram/chat-leases';
import { freshStore } from '../../support/api-client';
import { virtualClock } from '../../support/virtual-clock';
import {
  heldAnswers,
  message,
  mostInWindow,
  queueMessages,
  recordingSender,
  stopWithSendsInFlight,
  telegramNotifier,
} from './notifier-support';

const servers: Server[] = [];
const VAPID = {
  VAPID_PUBLIC_KEY: 'BPublicKeyOfTheSite',
  VAPID_PRIVATE_KEY: 'private-key-of-the-site',
  VAPID_SUBJECT: 'mailto:contato@agulhadas.app',
};
afterEach(() => Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve)))));

describe('notifier: running it', () => {
  it('stopping (SIGTERM) finishes the sends in flight, records them and releases the chats', async () => {
    const store = await freshStore();
    await queueMessages(store, [message('s1', '9001', 1), message('s2', '9002', 1)]);
    const held = heldAnswers();
    await stopWithSendsInFlight(telegramNotifier(store, { kind: 'bot-api', send: held.hold }, systemClock), held, 2);
    expect(await telegramQueue(store).countDocuments({ status: 'sent' })).toBe(2);
    expect((await chatLeases(store).find({}).toArray()).map((chat) => chat.owner)).toEqual([null, null]);
  });

  it('/health answers 503 once the oldest due message has waited more than two minutes', async () => {
    const store = await freshStore();
    const clock = virtualClock(Date.parse('2026-11-20T12:00:00.000Z'));
    const notifier = telegramNotifier(store, recordingSender(clock).sender, clock);
    const server = await startHealthServer(notifier, 0, '3f2c1ab', () => undefined);
    servers.push(server);
    const health = async () => {
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/health`);
      return { status: answer.status, body: await answer.json() };
    };
    expect(await health()).toMatchObject({
      status: 200,
      body: { version: '3f2c1ab', status: 'ok', reasons: [], oldestDueSeconds: 0, totals: {} },
    });
    await queueMessages(store, [{ ...message('h1', '9100', 1), nextAttemptAt: new Date(clock.now()).toISOString() }]);
    clock.advance(119_000);
    expect(await health()).toMatchObject({
      status: 200,
      body: { status: 'ok', oldestDueSeconds: 119, queues: { telegram: 119, push: null, email: null } },
    });
    clock.advance(2_000);
    expect(await health()).toMatchObject({
      status: 503,
      body: { status: 'degraded', reasons: ['telegram-queue-late'], oldestDueSeconds: 121 },
    });
  });

  it('/health answers 503 "store unreachable" when the store fails, keeping its error in the log', async () => {
    const store = await freshStore();
    const clock = virtualClock(Date.parse('2026-11-20T12:00:00.000Z'));
    const notifier = telegramNotifier(store, recordingSender(clock).sender, clock);
    jest.spyOn(notifier, 'dueAges').mockRejectedValue(new Error('connect ECONNREFUSED 10.20.30.40:27017'));
    const lines: string[] = [];
    const server = await startHealthServer(notifier, 0, 'local', (line) => lines.push(line));
    servers.push(server);
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/health`);
    expect(answer.status).toBe(503);
    const text = await answer.text();
    expect(JSON.parse(text)).toMatchObject({ version: 'local', status: 'degraded', reasons: ['store-unreachable'] });
    expect(text).not.toContain('ECONNREFUSED');
    expect(lines.join('\n')).toContain('ECONNREFUSED');
  });

  it('logs the counts of sent, 429, failed and expired of each minute', async () => {
    const store = await freshStore();
    await queueMessages(store, [message('c1', '9201', 1), message('c2', '9202', 1)]);
    const clock = virtualClock(Date.parse('2026-11-20T12:00:00.000Z'));
    const lines: string[] = [];
    let limited = false;
    const { sender } = recordingSender(clock, (sent) => {
      if (sent.chatId !== '9203' || limited) return undefined;
      limited = true;
      return new DeliveryDeferred(
        'Telegram answered 429: Too Many Requests: retry after 1',
        new Date(clock.now() + 1000),
      );
    });
    const notifier = telegramNotifier(store, sender, clock, { log: (line) => lines.push(line) });
    await notifier.drain();
    await queueMessages(store, [message('c3', '9203', 1)]);
    // This drain ends with c3 waiting for its retry_after.
    await notifier.drain();
    notifier.logCounts();
    notifier.logCounts();
    expect(lines).toEqual([
      'notifier, last minute — Telegram: sent 2, 429 1, failed 0, unanswered 0, expired 0; e-mail: sent 0, 429 0, failed 0, unanswered 0, expired 0; web push: sent 0, 429 0, failed 0, unanswered 0, expired 0',
      'notifier, last minute — Telegram: sent 0, 429 0, failed 0, unanswered 0, expired 0; e-mail: sent 0, 429 0, failed 0, unanswered 0, expired 0; web push: sent 0, 429 0, failed 0, unanswered 0, expired 0',
    ]);
  });

  it('sends e-mails at EMAIL_PER_SECOND, shared by the replicas', async () => {
    const store = await freshStore();
    for (let i = 0; i < 12; i += 1) {
      await queueEmail(
        store,
        {
          template: 'Corretora',
          about: `e${i}`,
          to: 'ana@test.agulhadas.app',
          name: 'Ana',
          userId: 'ana',
          data: { assunto: 'Conta', nome: 'Ana', corretora: 'XM', link: 'https://www.xm.com', mudanca: '' },
        },
        new Date(0),
      );
    }
    const clock = virtualClock(Date.parse('2026-11-20T12:00:00.000Z'));
    const sent: Array<EmailMessage & { at: number }> = [];
    const replica = () =>
      createNotifier({
        store,
        telegram: null,
        email: {
          kind: 'smtp',
          provider: 'smtp:mail.example.com',
          send: async (mail) => void sent.push({ ...mail, at: clock.now() }),
        },
        site: { siteName: 'Agulhadas', supportEmail: 'contato@agulhadas.app' },
        emailPerSecond: 4,
        clock,
      });
    await Promise.all([replica().drain(), replica().drain()]);
    expect(sent).toHaveLength(12);
    expect(
      mostInWindow(
        sent.map((mail) => ({ chatId: mail.to, text: mail.subject, at: mail.at })),
        1000,
      ),
    ).toBe(4);
  });

  it('refuses to start outside local mode without the settings of a channel that is on, naming them', () => {
    expect(() => readSettings({ MONGODB_URI: 'mongodb://db' })).toThrow(SettingsError);
    expect(() => readSettings({ MONGODB_URI: 'mongodb://db' })).toThrow(
      /missing: TELEGRAM_BOT_TOKEN, SMTP_URL, EMAIL_FROM, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT/,
    );
    expect(() => readSettings({ TELEGRAM_BOT_TOKEN: 't', SMTP_URL: 'smtp://x', EMAIL_FROM: 'a@b' })).toThrow(
      /MONGODB_URI/,
    );
    expect(readSettings({ MONGODB_URI: 'mongodb://db', FEATURES_OFF: 'telegram,email,push' }).channels.size).toBe(0);
    expect(readSettings({ MONGODB_URI: 'mongodb://db', LOCAL_MODE: '1', TELEGRAM_BOT_TOKEN: 't' }).channels).toEqual(
      new Set(['telegram']),
    );
    const all = {
      MONGODB_URI: 'mongodb://db',
      TELEGRAM_BOT_TOKEN: '123456:telegram-token-of-the-site',
      SMTP_URL: 'smtp://x',
      EMAIL_FROM: 'a@b',
      ...VAPID,
    };
    expect(readSettings(all).EMAIL_PER_SECOND).toBe(10);
    expect(readSettings(all).channels).toEqual(new Set(['telegram', 'email', 'push']));
    expect(() => readSettings({ ...all, VAPID_SUBJECT: 'contato@agulhadas.app' })).toThrow(
      /VAPID_SUBJECT: a mailto: or https: address/,
    );
  });
});
