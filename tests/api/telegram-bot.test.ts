import { config, overrideConfig } from '../../api/src/config';
import { telegramLinks } from '../../api/src/store/telegram-links';
import type { Store } from '../../api/src/store/types';
import { users } from '../../api/src/store/users';
import { call } from '../support/api-client';
import { ana, arrangeAlertsWorld, rita, snapshot, vitor } from './alerts-support';

/** POST /api/telegramWebhook and POST /api/telegramLink: the bot answers and links chats once. */
interface BotAnswer {
  method?: string;
  chat_id?: string;
  text?: string;
  ignored?: string;
  error?: string;
}

const CHAT = 5551001;
const secretHeader = () => ({ 'x-telegram-bot-api-secret-token': config().telegramWebhookSecret });
const update = (text: string | undefined, chat = CHAT, type = 'private') => ({
  update_id: 1,
  message: {
    message_id: 2,
    date: 1,
    chat: { id: chat, type },
    from: { id: chat, first_name: 'Ana' },
    ...(text === undefined ? {} : { text }),
  },
});
const send = (body: unknown, headers: Record<string, string> = secretHeader()) =>
  call<BotAnswer>('telegramWebhook', { method: 'POST', body, headers });
const say = async (text: string, chat = CHAT) => (await send(update(text, chat))).body;
const linkFor = async (as = ana) =>
  (await call<{ url: string; expiresAt: string }>('telegramLink', { method: 'POST', body: {}, as })).body;
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('start') ?? '';

describe('the Telegram bot webhook', () => {
  let store: Store;
  beforeEach(async () => {
    store = await arrangeAlertsWorld();
  });

  it('refuses calls without the secret registered with setWebhook (401), changing nothing', async () => {
    const before = await snapshot(store);
    for (const headers of [{}, { 'x-telegram-bot-api-secret-token': 'errado' }] as Array<Record<string, string>>) {
      const res = await send(update('/start'), headers);
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('Origem do webhook inválida.');
    }
    expect(await snapshot(store)).toEqual(before);
    expect(await telegramLinks(store).countDocuments({})).toBe(0);
  });

  it('answers 200 and does nothing for malformed or unhandled updates (Telegram would retry a 5xx for hours)', async () => {
    for (const body of [
      { update_id: 'x' },
      { update_id: 3, edited_message: { text: '/start' } },
      update(undefined),
      update('/start', -100, 'group'),
      [],
      'texto',
    ]) {
      const res = await send(body);
      expect(res.status).toBe(200);
      expect(res.body.method).toBeUndefined();
    }
    expect(
      (await call('telegramWebhook', { method: 'POST', rawBody: '{"update_id":', headers: secretHeader() })).status,
    ).toBe(200);
    expect(await telegramLinks(store).countDocuments({})).toBe(0);
  });

  it('/start answers a one-time code (not the chat id) that /dispositivos accepts once', async () => {
    const answer = await say('/start');
    expect(answer).toMatchObject({ method: 'sendMessage', chat_id: String(CHAT) });
    const code = /código para o Agulhadas: ([A-Z0-9]{8})/.exec(answer.text ?? '')?.[1] ?? '';
    expect(code).not.toBe('');
    expect(answer.text).not.toContain(String(CHAT));
    expect((await call('saveTelegram', { method: 'POST', body: { id: code, active: true }, as: ana })).status).toBe(
      200,
    );
    expect((await users(store).findOne({ _id: 'ana' }))?.telegram).toEqual({ id: String(CHAT), active: true });
    expect((await call('saveTelegram', { method: 'POST', body: { id: code, active: true }, as: vitor })).status).toBe(
      400,
    );
  });

  it('links the chat of a deep link /start <token> once; a used or expired token gets its own answer', async () => {
    const link = await linkFor(ana);
    expect(link.url).toMatch(/^\/local-telegram\?start=[\w-]{32}$/);
    expect(await say(`/start ${tokenOf(link.url)}`)).toMatchObject({
      text: 'Pronto! Este chat está conectado ao Agulhadas e vai receber os seus alertas.',
    });
    expect((await users(store).findOne({ _id: 'ana' }))?.telegram).toEqual({ id: String(CHAT), active: true });
    expect((await say(`/start ${tokenOf(link.url)}`, 5552002)).text).toBe(
      'Este link já foi usado. Gere outro em Dispositivos, no site do Agulhadas.',
    );
    const stale = await linkFor(vitor);
    await telegramLinks(store).updateOne(
      { _id: tokenOf(stale.url) },
      { $set: { expiresAt: new Date(Date.now() - 1000).toISOString() } },
    );
    expect((await say(`/start ${tokenOf(stale.url)}`, 5552002)).text).toBe(
      'Este link expirou ou não é válido. Gere outro em Dispositivos, no site do Agulhadas.',
    );
    expect((await say('/start inventado', 5552002)).text).toBe(
      'Este link expirou ou não é válido. Gere outro em Dispositivos, no site do Agulhadas.',
    );
    expect((await users(store).findOne({ _id: 'vitor' }))?.telegram ?? null).toBeNull();
  });

  it('a page view (or a loop) gets the open deep-link token again: 300 calls keep one token, a used one gets a new one', async () => {
    const urls = new Set<string>();
    for (let i = 0; i < 300; i += 1) urls.add((await linkFor(ana)).url);
    expect(urls.size).toBe(1);
    expect(await telegramLinks(store).countDocuments({ kind: 'token', userId: 'ana' })).toBe(1);
    await say(`/start ${tokenOf([...urls][0] ?? '')}`);
    expect((await linkFor(ana)).url).not.toBe([...urls][0]);
  });

  it('a token close to its expiry is replaced, and links that ended over a day ago are removed', async () => {
    const first = tokenOf((await linkFor(ana)).url);
    await telegramLinks(store).updateOne(
      { _id: first },
      { $set: { expiresAt: new Date(Date.now() + 60_000).toISOString() } },
    );
    const second = tokenOf((await linkFor(ana)).url);
    expect(second).not.toBe(first);
    const longAgo = new Date(Date.now() - 25 * 3_600_000).toISOString();
    await telegramLinks(store).insertOne({
      _id: 'velho',
      kind: 'code',
      chatId: '1',
      createdAt: longAgo,
      expiresAt: longAgo,
      usedAt: null,
    });
    await telegramLinks(store).updateOne(
      { _id: second },
      { $set: { expiresAt: new Date(Date.now() - 1000).toISOString() } },
    );
    await linkFor(ana);
    expect(await telegramLinks(store).findOne({ _id: 'velho' })).toBeNull();
    // Ended less than a day ago: kept, so a late tap is told the link expired.
    expect(await telegramLinks(store).findOne({ _id: second })).not.toBeNull();
  });

  it('points at t.me with the bot name when a real bot is configured; refuses users whose plan has no Telegram', async () => {
    overrideConfig({ telegramBotToken: '123:abc', telegramBotUsername: 'AgulhadasBot' });
    try {
      expect((await linkFor(ana)).url).toMatch(/^https:\/\/t\.me\/AgulhadasBot\?start=[\w-]{32}$/);
    } finally {
      overrideConfig({ telegramBotToken: '' });
    }
    const refused = await call<{ error: string }>('telegramLink', { method: 'POST', body: {}, as: rita });
    expect(refused.status).toBe(403);
  });

  it('a chat belongs to one account: linking it elsewhere takes it from the previous one', async () => {
    await say(`/start ${tokenOf((await linkFor(ana)).url)}`);
    await say(`/start ${tokenOf((await linkFor(vitor)).url)}`);
    expect((await users(store).findOne({ _id: 'ana' }))?.telegram ?? null).toBeNull();
    expect((await users(store).findOne({ _id: 'vitor' }))?.telegram).toEqual({ id: String(CHAT), active: true });
  });

  it('/status and /parar say and switch off what is linked; anything else gets the help', async () => {
    expect((await say('/status')).text).toBe(
      'Este chat não está conectado a nenhuma conta do Agulhadas. Envie /start para receber um código.',
    );
    expect((await say('/parar')).text).toBe(
      'Este chat não está conectado a nenhuma conta do Agulhadas. Envie /start para receber um código.',
    );
    await say(`/start ${tokenOf((await linkFor(ana)).url)}`);
    expect((await say('/status@AgulhadasBot')).text).toBe(
      'Este chat está conectado ao Agulhadas. Alertas pelo Telegram: ligados.',
    );
    expect((await say('/parar')).text).toBe(
      'Alertas pelo Telegram desligados. Para religar, use Dispositivos no site do Agulhadas.',
    );
    expect((await users(store).findOne({ _id: 'ana' }))?.telegram).toEqual({ id: String(CHAT), active: false });
    expect((await say('/status')).text).toBe(
      'Este chat está conectado ao Agulhadas. Alertas pelo Telegram: desligados.',
    );
    expect((await say('olá')).text).toContain('/start — conectar este chat à sua conta');
  });
});
