import path from 'node:path';
import { ensureUser } from '../../api/src/identity/ensure-user';
import { AUTH_COOKIE } from '../../local/src/auth/auth-emulator';
import { startFront } from '../../local/src/runtime/front';
import { startLocalHost, type LocalHost } from '../../local/src/runtime/host';
import { localCryptoRoute } from '../../local/src/stand-ins/crypto-gateway/local-crypto-page';
import { localCheckoutRoute } from '../../local/src/stand-ins/payments/local-checkout-page';
import { telegramOutbox } from '../../local/src/stand-ins/telegram/outbox-sender';
import { orders, type OrderDoc } from '../../api/src/store/orders';
import type { Store } from '../../api/src/store/types';
import { users } from '../../api/src/store/users';
import { localChatIdOf } from '../../local/src/stand-ins/telegram/local-chat-id';
import { localTelegramRoute } from '../../local/src/stand-ins/telegram/local-telegram-page';
import { freshStore, principalFor } from '../support/api-client';
import { grantLevel } from '../support/fixtures';

/**
 * The local stand-ins behave like what they stand for. The local Telegram page showed any chat named in its address
 * (with signed mini-page links) and took a cross-site form that sent /parar for another user; the local login took a
 * cross-site post that signed the victim into the attacker's account. Now the page shows only the signed-in user's
 * chat, and both refuse a post that is not from their own page view (Origin / Sec-Fetch-Site and a form token).
 */
const ROOT = path.resolve(__dirname, '../..');
const ANA = 'ana';
const BRUNO = 'bruno';
const REFUSED = 'Este formulário não foi enviado a partir desta página';

const sessionOf = (userId: string) =>
  `${AUTH_COOKIE}=${Buffer.from(JSON.stringify(principalFor(userId, `${userId}@x.app`))).toString('base64')}`;
const cookiesOf = (answer: Response) => answer.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
const tokenIn = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? null;

let host: LocalHost;
let front: { url: string; close(): Promise<void> };
let store: Store;
let origin: string;

beforeAll(async () => {
  host = await startLocalHost(0, '127.0.0.1', { frontSecret: 'secret-of-this-run' });
  front = await startFront({
    port: 0,
    apiUrl: host.url,
    frontSecret: 'secret-of-this-run',
    swaConfigFile: path.join(ROOT, 'staticwebapp.config.json'),
    extraRoutes: [localCheckoutRoute(host.url), localCryptoRoute(), localTelegramRoute(host.url)],
    lookupRoles: async () => [],
  });
  origin = front.url;
});
afterAll(async () => {
  await front.close();
  await host.close();
});

beforeEach(async () => {
  store = await freshStore();
  for (const userId of [ANA, BRUNO]) {
    await ensureUser(store, { userId, email: `${userId}@x.app`, name: userId }, new Date());
    await grantLevel(store, userId, 'Assinante');
  }
  await users(store).updateOne({ _id: ANA }, { $set: { telegram: { id: localChatIdOf(ANA), active: true } } });
  await telegramOutbox(store).insertOne({
    _id: 'ana-alert',
    chatId: localChatIdOf(ANA),
    text: 'PETR4 (D): alerta particular da Ana',
    buttonText: 'Ver leituras',
    buttonUrl: 'http://localhost/telegram?asset=BMFBOVESPA%3APETR4&u=ana',
    sentAt: new Date().toISOString(),
  });
});

describe('the local Telegram page', () => {
  const openChat = async (userId: string, query = '') => {
    const answer = await fetch(`${front.url}/local-telegram${query}`, { headers: { cookie: sessionOf(userId) } });
    return { status: answer.status, html: await answer.text() };
  };
  const send = (headers: Record<string, string>, form: Record<string, string>) =>
    fetch(`${front.url}/local-telegram/send`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form).toString(),
    });
  const anaTelegram = async () => (await users(store).findOne({ _id: ANA }))?.telegram;

  it('asks a visitor to sign in and comes back to the same address, showing no chat', async () => {
    const answer = await fetch(`${front.url}/local-telegram?start=tok-123&chat=${localChatIdOf(ANA)}`);
    const html = await answer.text();
    expect(answer.status).toBe(401);
    expect(html).toContain('Entre na sua conta do Agulhadas para abrir o seu chat com o robô.');
    expect(html).toContain(
      `/.auth/login/kinde?post_login_redirect_uri=${encodeURIComponent(`/local-telegram?start=tok-123&chat=${localChatIdOf(ANA)}`).replace(/&/g, '&#38;')}`,
    );
    expect(html).not.toContain('alerta particular da Ana');
    expect(html).not.toContain('tgWebAppData');
  });

  it('shows the signed-in user their own chat, with the signed mini-page button and the /start token of the deep link', async () => {
    const { status, html } = await openChat(ANA, '?start=tok-123');
    expect(status).toBe(200);
    expect(html).toContain(`Chat ${localChatIdOf(ANA)} de ana@x.app`);
    expect(html).toContain('alerta particular da Ana');
    expect(html).toContain('tgWebAppData');
    expect(html).toContain('value="/start tok-123"');
  });

  it("never shows another user's chat, even when the address names it", async () => {
    for (const query of ['', `?chat=${localChatIdOf(ANA)}`]) {
      const { status, html } = await openChat(BRUNO, query);
      expect(status).toBe(200);
      expect(html).toContain(`Chat ${localChatIdOf(BRUNO)} de bruno@x.app`);
      expect(html).not.toContain(localChatIdOf(ANA));
      expect(html).not.toContain('alerta particular da Ana');
      expect(html).not.toContain('tgWebAppData');
    }
  });

  it.each([
    ['a cross-site form', () => ({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }), true],
    [
      'a form on another localhost port',
      () => ({ origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site' }),
      true,
    ],
    ['an opaque origin', () => ({ origin: 'null' }), true],
    ['no origin at all', () => ({}), true],
    ['a same-origin post without the form token', () => ({ origin }), false],
  ])('refuses %s sending /parar with 403, switching nothing off', async (_label, headers, withToken) => {
    const token = tokenIn((await openChat(ANA)).html)!;
    const answer = await send(
      { cookie: sessionOf(ANA), ...headers() },
      { text: '/parar', ...(withToken ? { csrf: token } : {}) },
    );
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain(REFUSED);
    expect(await anaTelegram()).toEqual({ id: localChatIdOf(ANA), active: true });
    expect(await telegramOutbox(store).countDocuments({})).toBe(1);
  });

  it('refuses a form token of another session, and a post without a session', async () => {
    const brunoToken = tokenIn((await openChat(BRUNO)).html)!;
    expect((await send({ cookie: sessionOf(ANA), origin }, { text: '/parar', csrf: brunoToken })).status).toBe(403);
    expect((await send({ origin }, { text: '/parar', csrf: brunoToken })).status).toBe(403);
    expect(await anaTelegram()).toEqual({ id: localChatIdOf(ANA), active: true });
  });

  it("takes the user's own form: /parar reaches the bot for their chat", async () => {
    const token = tokenIn((await openChat(ANA)).html)!;
    const answer = await send(
      { cookie: sessionOf(ANA), origin, 'sec-fetch-site': 'same-origin' },
      { text: '/parar', csrf: token },
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/local-telegram');
    expect((await anaTelegram())?.active).toBe(false);
    const chat = await telegramOutbox(store)
      .find({ chatId: localChatIdOf(ANA) }, { sort: { sentAt: 1 } })
      .toArray();
    expect(chat.map((message) => message.from ?? 'bot')).toEqual(['bot', 'user', 'bot']);
    expect((await openChat(BRUNO)).html).not.toContain('/parar');
  });
});

describe('the local login', () => {
  const LOGIN = '/.auth/login/kinde?post_login_redirect_uri=%2Fapp';
  const openLogin = async () => {
    const answer = await fetch(`${front.url}${LOGIN}`);
    return { cookie: cookiesOf(answer).join('; '), token: tokenIn(await answer.text())! };
  };
  const post = (headers: Record<string, string>, form: Record<string, string>) =>
    fetch(`${front.url}${LOGIN}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ email: 'atacante@evil.example', redirect: '/app', ...form }).toString(),
    });
  const signedIn = (answer: Response) =>
    cookiesOf(answer).some((cookie) => cookie.startsWith(`${AUTH_COOKIE}=`) && cookie.length > AUTH_COOKIE.length + 1);

  it.each([
    ['a cross-site form', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['a form on another localhost port', { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site' }],
    ['an opaque origin', { origin: 'null' }],
    ['no origin at all', {}],
  ])('refuses %s with 403 and signs no one in', async (_label, headers) => {
    const view = await openLogin();
    const answer = await post({ cookie: view.cookie, ...headers }, { csrf: view.token });
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain(REFUSED);
    expect(signedIn(answer)).toBe(false);
  });

  it("refuses a same-origin post without the page view's cookie and token pair", async () => {
    const first = await openLogin();
    const second = await openLogin();
    for (const [cookie, token] of [
      ['', first.token],
      [first.cookie, ''],
      [second.cookie, first.token],
      [first.cookie, 'forjado'],
    ]) {
      const answer = await post({ origin, ...(cookie ? { cookie } : {}) }, token ? { csrf: token } : {});
      expect(answer.status).toBe(403);
      expect(signedIn(answer)).toBe(false);
    }
  });

  it("signs in from its own page (Origin or Sec-Fetch-Site same-origin) and clears the view's cookie", async () => {
    for (const headers of [{ origin }, { 'sec-fetch-site': 'same-origin' }] as Array<Record<string, string>>) {
      const view = await openLogin();
      const answer = await post({ cookie: view.cookie, ...headers }, { csrf: view.token, email: 'ana@x.app' });
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe('/app');
      expect(signedIn(answer)).toBe(true);
      expect(cookiesOf(answer)).toContain('LocalLoginForm=');
    }
  });
});

describe('the local payment pages', () => {
  const order = (id: string, kind: OrderDoc['kind']): OrderDoc => {
    const at = new Date().toISOString();
    return {
      _id: id,
      kind,
      status: 'open',
      userId: ANA,
      email: 'ana@x.app',
      amount: 4990,
      currency: 'brl',
      mode: 'payment',
      lines: [],
      successUrl: '/conta',
      cancelUrl: '/conta',
      createdAt: at,
      updatedAt: at,
    };
  };
  const post = (pathname: string, headers: Record<string, string>) =>
    fetch(`${front.url}${pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: sessionOf(ANA), ...headers },
    });
  const statusOf = async (id: string) => (await orders(store).findOne({ _id: id }))?.status;

  it('refuses Pagar and Cancelar posted from another site or port, and takes them from the page itself', async () => {
    await orders(store).insertMany([order('cs_local_ana', 'checkout-session'), order('crypto_ana', 'crypto-order')]);
    for (const pathname of [
      '/local-checkout/cs_local_ana/pay',
      '/local-checkout/cs_local_ana/cancel',
      '/local-crypto/crypto_ana/pay',
    ]) {
      for (const headers of [
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site' },
      ]) {
        const answer = await post(pathname, headers);
        expect(answer.status).toBe(403);
        expect(await answer.text()).toContain(REFUSED);
      }
    }
    expect(await statusOf('cs_local_ana')).toBe('open');
    expect(await statusOf('crypto_ana')).toBe('open');
    expect((await post('/local-checkout/cs_local_ana/cancel', { origin })).status).toBe(303);
    expect(await statusOf('cs_local_ana')).toBe('cancelled');
    expect((await post('/local-crypto/crypto_ana/pay', { origin })).status).toBe(303);
    expect(await statusOf('crypto_ana')).toBe('paid');
  });
});
