import { beforeEach, describe, expect, it } from '@jest/globals';
import { config } from '../../api/src/config';
import { telegramOutbox } from '../../local/src/stand-ins/telegram/outbox-sender';
import { notifications } from '../../api/src/store/notifications';
import { telegramQueue } from '@agulhadas/delivery/queue/telegram-queue';
import type { Store } from '../../api/src/store/types';
import { users } from '../../api/src/store/users';
import { call } from '../support/api-client';
import { drainQueues } from '../support/drain-queues';
import { reading } from '../support/fixtures';
import { botCodeFor } from '../support/telegram-code';
import { miniPageHeaders, signedInitData } from '../support/telegram-init-data';
import { PETR4, ana, arrangeAlertsWorld, rita, snapshot, vitor } from './alerts-support';

/** Telegram past the first link: /parar keeps the mini-page, a code link is confirmed in the chat, 'Desconectar'. */
const CHAT = '6661001';
let store: Store;
const LINKED = 'Pronto! Este chat está conectado ao Agulhadas e vai receber os seus alertas.';
const DISCONNECTED =
  'Telegram desconectado: este chat não vai mais receber os alertas do Agulhadas. Para conectar de novo, use Dispositivos no site do Agulhadas.';

const say = (text: string, chat = CHAT) =>
  call<{ text?: string }>('telegramWebhook', {
    method: 'POST',
    body: {
      update_id: 1,
      message: {
        message_id: 2,
        date: 1,
        chat: { id: Number(chat), type: 'private' },
        from: { id: Number(chat), first_name: 'Ana' },
        text,
      },
    },
    headers: { 'x-telegram-bot-api-secret-token': config().telegramWebhookSecret },
  });
/** What an earlier alert's 'Ver leituras' button asks when Telegram opens it from `chat`. */
const openButton = (chat = CHAT, u = 'ana') =>
  call<{ error?: string; notification?: { message: string } | null }>('getTelegramNotification', {
    query: { asset: PETR4, u, nid: 'ana-alert' },
    headers: miniPageHeaders(signedInitData(chat)),
  });
const linkWithCode = async (active = true, as = ana, chat = CHAT) =>
  call<{ telegram: { id: string; active: boolean } }>('saveTelegram', {
    method: 'POST',
    body: { id: await botCodeFor(store, chat), active },
    as,
  });
const disconnect = (as = ana, body: unknown = {}) =>
  call<{ telegram?: null; error?: string }>('disconnectTelegram', { method: 'POST', body, as });
/** What reached the chat once the notifier has sent what the requests queued. */
const botSaid = async (chat = CHAT) => {
  await drainQueues(store);
  return (
    await telegramOutbox(store)
      .find({ chatId: chat }, { sort: { sentAt: 1 } })
      .toArray()
  ).map((message) => message.text);
};

beforeEach(async () => {
  store = await arrangeAlertsWorld();
  const at = new Date().toISOString();
  await notifications(store).insertOne({
    _id: 'ana-alert',
    userId: 'ana',
    asset: PETR4,
    timeframe: 'D',
    timestamp: at,
    message: 'PETR4 (D): Agulhada de compra',
    id: 'a1',
    lastNotification: at,
    assetData: { D: reading('D') },
  });
});

describe('the mini-page after /parar', () => {
  it('keeps admitting the linked chat while its alerts are off, and refuses any other chat', async () => {
    expect((await linkWithCode()).status).toBe(200);
    expect((await say('/parar')).body.text).toBe(
      'Alertas pelo Telegram desligados. Para religar, use Dispositivos no site do Agulhadas.',
    );
    expect((await users(store).findOne({ _id: 'ana' }))?.telegram).toEqual({ id: CHAT, active: false });
    const opened = await openButton();
    expect(opened.status).toBe(200);
    expect(opened.body.notification?.message).toBe('PETR4 (D): Agulhada de compra');
    for (const refused of [await openButton('6661002'), await openButton(CHAT, 'vitor')]) {
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('Essa pagina só funciona no Telegram');
    }
  });

  it('still refuses a linked chat whose plan no longer allows Telegram', async () => {
    await users(store).updateOne({ _id: 'rita' }, { $set: { telegram: { id: CHAT, active: false } } });
    expect((await openButton(CHAT, 'rita')).status).toBe(403);
  });
});

describe('linking with the /start code', () => {
  it('sends the chat the same confirmation as the one-tap link, once per code', async () => {
    expect((await linkWithCode()).status).toBe(200);
    expect(await botSaid()).toEqual([LINKED]);
    // Switching the linked chat's alerts off and on is no new link: the chat hears nothing more.
    await call('saveTelegram', { method: 'POST', body: { id: CHAT, active: false }, as: ana });
    await call('saveTelegram', { method: 'POST', body: { id: CHAT, active: true }, as: ana });
    expect(await botSaid()).toEqual([LINKED]);
  });

  it('says the alerts are off when the code is saved with them off', async () => {
    expect((await linkWithCode(false)).body.telegram).toEqual({ id: CHAT, active: false });
    expect(await botSaid()).toEqual([
      'Pronto! Este chat está conectado ao Agulhadas. Os alertas pelo Telegram estão desligados: para ligá-los, use Dispositivos no site do Agulhadas.',
    ]);
  });

  it('tells nothing to any chat when the code is refused', async () => {
    expect(
      (await call('saveTelegram', { method: 'POST', body: { id: 'ZZZZZZZZ', active: true }, as: ana })).status,
    ).toBe(400);
    expect(await telegramOutbox(store).countDocuments({})).toBe(0);
  });
});

describe('a chat linked to another account', () => {
  it("takes the chat's queued alerts of the previous account with it: they are never sent", async () => {
    await linkWithCode();
    await telegramQueue(store).insertOne({
      _id: 'tg_ana',
      userId: 'ana',
      notificationId: 'ana-alert',
      chatId: CHAT,
      text: 'Alerta da Ana',
      buttonText: 'Ver leituras',
      buttonUrl: 'https://agulhadas.test/telegram',
      status: 'pending',
      attempts: 0,
      nextAttemptAt: new Date().toISOString(),
      lastError: null,
      createdAt: new Date().toISOString(),
    });
    expect((await linkWithCode(true, vitor)).status).toBe(200);
    expect((await users(store).findOne({ _id: 'ana' }))?.telegram).toBeNull();
    expect(await telegramQueue(store).findOne({ _id: 'tg_ana' })).toMatchObject({
      status: 'failed',
      lastError: 'chat conectado a outra conta',
    });
    expect((await openButton()).status).toBe(403);
  });
});

describe('POST /api/disconnectTelegram', () => {
  it('forgets the chat: the site shows no link, earlier buttons are refused, queued alerts are dropped, the chat is told', async () => {
    await linkWithCode();
    expect(await botSaid()).toEqual([LINKED]);
    const queued = {
      userId: 'ana',
      notificationId: 'ana-alert',
      chatId: CHAT,
      text: 'PETR4 (D): Agulhada de compra',
      buttonText: 'Ver leituras',
      buttonUrl: 'https://agulhadas.test/telegram',
      attempts: 0,
      nextAttemptAt: new Date(Date.now() + 60_000).toISOString(),
      lastError: null,
      createdAt: new Date().toISOString(),
    };
    await telegramQueue(store).insertMany([
      { ...queued, _id: 'tg_pending', status: 'pending' },
      { ...queued, _id: 'tg_sent', status: 'sent' },
      { ...queued, _id: 'tg_vitor', userId: 'vitor', chatId: '6669999', status: 'pending' },
    ]);
    expect((await openButton()).status).toBe(200);

    const answer = await disconnect();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ telegram: null });
    expect((await users(store).findOne({ _id: 'ana' }))?.telegram).toBeNull();
    expect((await call<{ telegram: unknown; devices: unknown[] }>('getUserInfo', { as: ana })).body).toMatchObject({
      telegram: null,
      devices: [],
    });
    expect((await openButton()).status).toBe(403);
    const queue = await telegramQueue(store)
      .find({ _id: { $in: ['tg_pending', 'tg_sent', 'tg_vitor'] } }, { sort: { _id: 1 } })
      .toArray();
    expect(queue.map((message) => [message._id, message.status])).toEqual([
      ['tg_pending', 'failed'],
      ['tg_sent', 'sent'],
      ['tg_vitor', 'pending'],
    ]);
    expect(await botSaid()).toEqual([LINKED, DISCONNECTED]);
    expect((await say('/status')).body.text).toBe(
      'Este chat não está conectado a nenhuma conta do Agulhadas. Envie /start para receber um código.',
    );
  });

  it("an earlier alert's button in the disconnected chat says it was disconnected and how to link again; other chats learn nothing", async () => {
    await linkWithCode();
    expect((await disconnect()).status).toBe(200);
    const opened = await openButton();
    expect([opened.status, opened.body.error]).toEqual([
      403,
      'Este chat do Telegram foi desconectado da sua conta do Agulhadas e não abre mais as leituras dos alertas. Para conectar de novo, use Dispositivos no site do Agulhadas.',
    ]);
    for (const other of [await openButton('6661002'), await openButton(CHAT, 'vitor')]) {
      expect([other.status, other.body.error]).toEqual([403, 'Essa pagina só funciona no Telegram']);
    }
    expect((await linkWithCode()).status).toBe(200);
    expect((await openButton()).status).toBe(200);
  });

  it('disconnects a paused chat too, and lets a user whose plan lapsed remove the link', async () => {
    await linkWithCode(false);
    expect((await disconnect()).status).toBe(200);
    await users(store).updateOne({ _id: 'rita' }, { $set: { telegram: { id: '6662002', active: true } } });
    expect((await disconnect(rita)).status).toBe(200);
    expect((await users(store).findOne({ _id: 'rita' }))?.telegram).toBeNull();
  });

  it('answers 404 with nothing linked, 401 signed out, 400 for a body with fields, changing nothing', async () => {
    await linkWithCode(true, vitor, '6663003');
    const before = await snapshot(store);
    const none = await disconnect();
    expect(none.status).toBe(404);
    expect(none.body.error).toBe('Nenhum chat do Telegram está conectado a esta conta.');
    expect((await call('disconnectTelegram', { method: 'POST', body: {} })).status).toBe(401);
    // The chat is always the caller's own: a request naming one is refused.
    expect((await disconnect(vitor, { id: '6663003' })).status).toBe(400);
    expect((await call('disconnectTelegram', { method: 'GET', as: vitor })).status).toBe(405);
    expect(await snapshot(store)).toEqual(before);
    expect(await botSaid('6663003')).toEqual([LINKED]);
  });
});
