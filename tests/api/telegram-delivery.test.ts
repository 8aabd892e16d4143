import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { config, ConfigError, overrideConfig, readConfig } from '../../api/src/config';
import { botApiSender } from '@agulhadas/delivery/telegram/bot-api-sender';
import { overrideTelegramSender, telegramSender } from '../../local/src/notifier/telegram-sender';
import { telegramQueue, type TelegramQueueDoc } from '@agulhadas/delivery/queue/telegram-queue';
import type { Store } from '../../api/src/store/types';
import { users } from '../../api/src/store/users';
import type { UserInfo } from '@agulhadas/domain/user-info';
import { call } from '../support/api-client';
import { drainQueues } from '../support/drain-queues';
import { ana, arrangeAlertsWorld } from './alerts-support';

/** Delivery as Telegram requires: rate limits, 429 retry_after, 403 blocked, text sent as typed. */
interface SentRequest {
  path: string;
  body: { chat_id: string; text: string; parse_mode?: string };
}

/**
 * A local stand-in for the Bot API (TELEGRAM_API_URL points at it): POST /bot<token>/sendMessage answered with the next
 * scripted answer, then `{ok: true}`, as https://core.telegram.org/bots/api documents.
 */
async function startFakeBotApi(script: Array<{ status: number; body: object }> = []) {
  const sent: SentRequest[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      sent.push({ path: request.url ?? '', body: JSON.parse(body) as SentRequest['body'] });
      const answer = script.shift() ?? { status: 200, body: { ok: true, result: {} } };
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { sent, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function fakeBotApi(script: Array<{ status: number; body: object }> = []) {
  const { sent, url } = await startFakeBotApi(script);
  return { sent, sender: botApiSender('123:token', url) };
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

const servers: Server[] = [];

describe('Telegram delivery', () => {
  let store: Store;
  beforeEach(async () => {
    store = await arrangeAlertsWorld();
    await users(store).updateOne({ _id: 'ana' }, { $set: { telegram: { id: '424242', active: true } } });
  });
  afterEach(async () => {
    overrideTelegramSender(null);
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('reaches the Bot API at TELEGRAM_API_URL (the public address by default; anything but an http(s) address stops the API)', async () => {
    expect(readConfig({ LOCAL_MODE: '1' }).telegramApiUrl).toBe('https://api.telegram.org');
    expect(readConfig({ LOCAL_MODE: '1', TELEGRAM_API_URL: 'https://telegram-proxy.example/' }).telegramApiUrl).toBe(
      'https://telegram-proxy.example',
    );
    expect(() => readConfig({ LOCAL_MODE: '1', TELEGRAM_API_URL: 'api.telegram.org' })).toThrow(ConfigError);
    expect(() => readConfig({ LOCAL_MODE: '1', TELEGRAM_API_URL: 'api.telegram.org' })).toThrow(
      /TELEGRAM_API_URL must be a full http\(s\):\/\/ address/,
    );

    const { sent, url } = await startFakeBotApi();
    const before = config();
    overrideConfig({ telegramBotToken: '123:token', telegramApiUrl: url });
    try {
      await telegramSender(store).send({ chatId: '424242', text: 'Pronto!' });
    } finally {
      overrideConfig({ telegramBotToken: before.telegramBotToken, telegramApiUrl: before.telegramApiUrl });
    }
    expect(sent).toEqual([{ path: '/bot123:token/sendMessage', body: { chat_id: '424242', text: 'Pronto!' } }]);
  });

  it('sends the text as typed (no parse mode, nothing to escape) with the mini-page button', async () => {
    const { sent, sender } = await fakeBotApi();
    await telegramQueue(store).insertOne(queued('m1', '424242', 'PETR4 <b>*_[alta]_*</b> & cia'));
    overrideTelegramSender(sender);
    expect((await drainQueues(store)).telegram).toMatchObject({ sent: 1, failed: 0 });
    expect(sent[0]!.path).toBe('/bot123:token/sendMessage');
    expect(sent[0]!.body).toMatchObject({
      chat_id: '424242',
      text: 'PETR4 <b>*_[alta]_*</b> & cia',
      reply_markup: {
        inline_keyboard: [[{ text: 'Ver leituras', web_app: { url: 'https://agulhadas.test/telegram?asset=X' } }]],
      },
    });
    expect(sent[0]!.body.parse_mode).toBeUndefined();
  });

  it("sends the bot's own notices (no alert behind them) without a button", async () => {
    const { sent, sender } = await fakeBotApi();
    await sender.send({ chatId: '424242', text: 'Pronto!' });
    expect(sent[0]!.body).toEqual({ chat_id: '424242', text: 'Pronto!' });
  });

  it('waits the retry_after of a 429 without counting it as a failed attempt', async () => {
    const { sender } = await fakeBotApi([
      {
        status: 429,
        body: {
          ok: false,
          error_code: 429,
          description: 'Too Many Requests: retry after 7',
          parameters: { retry_after: 7 },
        },
      },
    ]);
    await telegramQueue(store).insertOne(queued('m1', '424242'));
    overrideTelegramSender(sender);
    const now = Date.now();
    expect((await drainQueues(store, new Date(now))).telegram).toMatchObject({ sent: 0, rateLimited: 1, failed: 0 });
    const message = await telegramQueue(store).findOne({ _id: 'm1' });
    expect(message).toMatchObject({ status: 'pending', attempts: 0 });
    const wait = Date.parse(message!.nextAttemptAt) - now;
    expect(wait).toBeGreaterThanOrEqual(6500);
    expect(wait).toBeLessThan(9000);
    expect((await drainQueues(store, new Date(Date.parse(message!.nextAttemptAt)))).telegram).toMatchObject({
      sent: 1,
      rateLimited: 0,
    });
  });

  it('a 403 (the user blocked the bot) fails at once, switches the Telegram off and /dispositivos learns it', async () => {
    const { sent, sender } = await fakeBotApi([
      { status: 403, body: { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' } },
    ]);
    await telegramQueue(store).insertMany([queued('m1', '424242'), queued('m2', '424242')]);
    overrideTelegramSender(sender);
    expect((await drainQueues(store)).telegram).toMatchObject({ sent: 0, failed: 1 });
    expect(sent).toHaveLength(1);
    expect(
      (
        await telegramQueue(store)
          .find({}, { sort: { _id: 1 } })
          .toArray()
      ).map((message) => message.status),
    ).toEqual(['failed', 'failed']);
    const info = (await call<UserInfo>('getUserInfo', { as: ana })).body;
    expect(info.telegram).toMatchObject({ id: '424242', active: false, blockedAt: expect.any(String) });
    // Linking again (a new code or switching it on) clears the block.
    expect((await call('saveTelegram', { method: 'POST', body: { id: '424242', active: true }, as: ana })).status).toBe(
      200,
    );
    expect((await users(store).findOne({ _id: 'ana' }))?.telegram).toEqual({ id: '424242', active: true });
  });
});
