import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { localUserId } from '../../local/src/demo/demo-users';
import { telegramOutbox } from '../../local/src/stand-ins/telegram/outbox-sender';
import { getStore } from '../../api/src/store/db';
import { users } from '../../api/src/store/users';
import { localChatIdOf } from '../../local/src/stand-ins/telegram/local-chat-id';
import { loginAs, rolesOf, startE2E, VIEWPORTS, type E2E } from './harness';

/**
 * A page on another port of localhost (same site: the browser sends the session cookie) posts forms to the local
 * stand-ins, as an attacker's page would: /parar to the local Telegram page, and its own account to the local
 * login. Chromium sends them with its real headers; both are refused with a page saying why, and nothing changes.
 */
jest.setTimeout(120_000);

const ANA = localUserId('assinante@demo.agulhadas.app');
let e2e: E2E;
let attacker: http.Server;
let attackerUrl: string;

/** The attacker's page: a form that posts itself as soon as it loads. */
function forgedForm(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('');
  return `<!doctype html><html><body><form method="post" action="${action}">${inputs}</form><script>document.forms[0].submit()</script></body></html>`;
}

beforeAll(async () => {
  e2e = await startE2E();
  attacker = http.createServer((req, res) => {
    const target = e2e.runtime.url;
    const page =
      req.url === '/login'
        ? forgedForm(`${target}/.auth/login/kinde`, { email: 'atacante@evil.example', redirect: '/app' })
        : forgedForm(`${target}/local-telegram/send`, { text: '/parar' });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((done) => attacker.listen(0, '127.0.0.1', done));
  attackerUrl = `http://localhost:${(attacker.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => attacker?.close(done));
  await e2e?.close();
});

describe.each(VIEWPORTS)('at %s', (_label, viewport) => {
  it("refuses a form from another localhost port sending /parar to the signed-in user's chat", async () => {
    const store = await getStore();
    await users(store).updateOne({ _id: ANA }, { $set: { telegram: { id: localChatIdOf(ANA), active: true } } });
    const before = await telegramOutbox(store).countDocuments({ chatId: localChatIdOf(ANA) });
    const { context, page } = await e2e.newPage(viewport);
    await loginAs(page, 'Ana Assinante', '/dispositivos');
    await page.goto(`${attackerUrl}/parar`);
    await page.getByRole('heading', { name: 'Envio recusado' }).waitFor();
    await page.getByText('Por segurança, nada foi feito.', { exact: false }).waitFor();
    expect((await users(store).findOne({ _id: ANA }))?.telegram).toEqual({ id: localChatIdOf(ANA), active: true });
    expect(await telegramOutbox(store).countDocuments({ chatId: localChatIdOf(ANA) })).toBe(before);
    // Its link leads back to the user's own chat.
    await page.getByRole('link', { name: 'Voltar ao Telegram local' }).click();
    await page.getByText(`Chat ${localChatIdOf(ANA)} de assinante@demo.agulhadas.app`).waitFor();
    await context.close();
  });

  it('refuses a form from another localhost port signing the user into another account', async () => {
    const { context, page } = await e2e.newPage(viewport);
    await loginAs(page, 'Ana Assinante', '/app');
    await page.goto(`${attackerUrl}/login`);
    await page.getByRole('heading', { name: 'Envio recusado' }).waitFor();
    await page.goto('/app');
    const me = await page.evaluate(() =>
      fetch('/.auth/me').then((r) => r.json() as Promise<{ clientPrincipal: { userDetails: string } | null }>),
    );
    expect(me.clientPrincipal?.userDetails).toBe('assinante@demo.agulhadas.app');
    expect(await rolesOf(page)).toContain('authenticated');
    await context.close();
  });
});
