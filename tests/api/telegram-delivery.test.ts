import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { CHAT_BURST, deliverTelegramQueue } from '../../api/src/alerts/deliver-telegram';
import { botApiSender } from '../../api/src/services/telegram/bot-api-sender';
import { overrideTelegramSender } from '../../api/src/services/telegram/select-sender';
import { telegramQueue, type TelegramQueueDoc } from '../../api/src/store/telegram-queue';
import type { Store } from '../../api/src/store/types';
import { users } from '../../api/src/store/users';
import type { UserInfo } from '../../src/domain/user-info';
import { call } from '../support/api-client';
import { ana, arrangeAlertsWorld } from './alerts-support';

/** Delivery as Telegram requires (issue 15): rate limits, 429 retry_after, 403 blocked, text sent as typed. */
interface SentRequest {
  url: string;
  body: { chat_id: string; text: string; parse_mode?: string };
}

/** A stand-in for api.telegram.org answering each sendMessage with the next scripted answer (then 200). */
function fakeBotApi(script: Array<{ status: number; body: object }> = []) {
  const sent: SentRequest[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), body: JSON.parse(String(init?.body)) as SentRequest['body'] });
    const answer = script.shift() ?? { status: 200, body: { ok: true, result: {} } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { sent, sender: botApiSender('123:token', fetchImpl) };
}

const queued = (id: string, chatId: string, text = `Alerta ${id}`): TelegramQueueDoc => ({
  _id: id,
  userId: 'ana',
  notificationId: `n-${id}`,
  chatId,
  text,
  buttonText: 'Ver leituras',
  buttonUrl: 'https://agulhadas.test/telegram?asset=X',
  status: 'pending',
  attempts: 0,
  nextAttemptAt: new Date(0).toISOString(),
  lastError: null,
  createdAt: new Date(0).toISOString(),
});

describe('Telegram delivery', () => {
  let store: Store;
  beforeEach(async () => {
    store = await arrangeAlertsWorld();
    await users(store).updateOne({ _id: 'ana' }, { $set: { telegram: { id: '424242', active: true } } });
  });
  afterEach(() => overrideTelegramSender(null));

  it('sends the text as typed (no parse mode, nothing to escape) with the mini-page button', async () => {
    const { sent, sender } = fakeBotApi();
    await telegramQueue(store).insertOne(queued('m1', '424242', 'PETR4 <b>*_[alta]_*</b> & cia'));
    expect(await deliverTelegramQueue(store, sender, new Date())).toEqual({ sent: 1, failed: 0 });
    expect(sent[0]!.url).toBe('https://api.telegram.org/bot123:token/sendMessage');
    expect(sent[0]!.body).toMatchObject({ chat_id: '424242', text: 'PETR4 <b>*_[alta]_*</b> & cia', reply_markup: { inline_keyboard: [[{ text: 'Ver leituras', web_app: { url: 'https://agulhadas.test/telegram?asset=X' } }]] } });
    expect(sent[0]!.body.parse_mode).toBeUndefined();
  });

  it("sends the bot's own notices (no alert behind them) without a button", async () => {
    const { sent, sender } = fakeBotApi();
    await sender.send({ chatId: '424242', text: 'Pronto!' });
    expect(sent[0]!.body).toEqual({ chat_id: '424242', text: 'Pronto!' });
  });

  it('sends a chat at most CHAT_BURST messages a run; the rest wait for the next run, other chats are not held', async () => {
    const { sent, sender } = fakeBotApi();
    const many = Array.from({ length: CHAT_BURST + 2 }, (_, i) => queued(`a${i}`, '1'));
    await telegramQueue(store).insertMany([...many, queued('b1', '2')]);
    const now = new Date();
    expect(await deliverTelegramQueue(store, sender, now)).toEqual({ sent: CHAT_BURST + 1, failed: 0 });
    expect(sent.filter((request) => request.body.chat_id === '2')).toHaveLength(1);
    const waiting = await telegramQueue(store).find({ status: 'pending' }).toArray();
    expect(waiting).toHaveLength(2);
    expect(waiting.every((message) => message.attempts === 0 && Date.parse(message.nextAttemptAt) > now.getTime())).toBe(true);
    expect(await deliverTelegramQueue(store, sender, new Date(now.getTime() + 60_000))).toEqual({ sent: 2, failed: 0 });
  });

  it('waits the retry_after of a 429 without counting it as a failed attempt', async () => {
    const { sender } = fakeBotApi([{ status: 429, body: { ok: false, error_code: 429, description: 'Too Many Requests: retry after 7', parameters: { retry_after: 7 } } }]);
    await telegramQueue(store).insertOne(queued('m1', '424242'));
    const now = new Date();
    expect(await deliverTelegramQueue(store, sender, now)).toEqual({ sent: 0, failed: 0 });
    const message = await telegramQueue(store).findOne({ _id: 'm1' });
    expect(message).toMatchObject({ status: 'pending', attempts: 0 });
    const wait = Date.parse(message!.nextAttemptAt) - now.getTime();
    expect(wait).toBeGreaterThanOrEqual(6500);
    expect(wait).toBeLessThan(9000);
    expect(await deliverTelegramQueue(store, sender, new Date(Date.parse(message!.nextAttemptAt)))).toEqual({ sent: 1, failed: 0 });
  });

  it('a 403 (the user blocked the bot) fails at once, switches the Telegram off and /dispositivos learns it', async () => {
    const { sent, sender } = fakeBotApi([{ status: 403, body: { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' } }]);
    await telegramQueue(store).insertMany([queued('m1', '424242'), queued('m2', '424242')]);
    expect(await deliverTelegramQueue(store, sender, new Date())).toEqual({ sent: 0, failed: 1 });
    expect(sent).toHaveLength(1);
    expect((await telegramQueue(store).find({}, { sort: { _id: 1 } }).toArray()).map((message) => message.status)).toEqual(['failed', 'failed']);
    const info = (await call<UserInfo>('getUserInfo', { as: ana })).body;
    expect(info.telegram).toMatchObject({ id: '424242', active: false, blockedAt: expect.any(String) });
    // Linking again (a new code or switching it on) clears the block.
    expect((await call('saveTelegram', { method: 'POST', body: { id: '424242', active: true }, as: ana })).status).toBe(200);
    expect((await users(store).findOne({ _id: 'ana' }))?.telegram).toEqual({ id: '424242', active: true });
  });
});
