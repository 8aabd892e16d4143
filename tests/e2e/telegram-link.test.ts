import type { Page } from 'playwright-core';
import { config } from '../../api/src/config';
import { localUserId } from '../../local/src/demo/demo-users';
import { telegramOutbox } from '../../local/src/stand-ins/telegram/outbox-sender';
import { alerts } from '../../api/src/store/alerts';
import { getStore } from '../../api/src/store/db';
import { users } from '../../api/src/store/users';
import { localChatIdOf } from '../../local/src/stand-ins/telegram/local-chat-id';
import { reading } from '../support/fixtures';
import { createAgulhadaAlert } from '../support/page-alerts';
import { loginAs, reloadUntilShown, startE2E, VIEWPORTS, type E2E } from './harness';

/**
 * A subscriber links Telegram in one tap through the local Telegram stand-in, an alert fires, and the message
 * arrives in the simulated chat with its mini-page button; the button keeps working after /parar, and stops once
 * the chat is disconnected on /dispositivos, where it then says the chat was disconnected.
 */
jest.setTimeout(120_000);

const PETR4 = 'BMFBOVESPA:PETR4';
const ANA = localUserId('assinante@demo.agulhadas.app');
const ANA_CHAT = localChatIdOf(ANA);
let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe.each(VIEWPORTS)('at %s', (_label, viewport) => {
  it('links the chat through the deep link, receives an alert with the mini-page button, pauses and disconnects', async () => {
    const store = await getStore();
    await users(store).updateOne({ _id: ANA }, { $set: { telegram: null } });
    await telegramOutbox(store).deleteMany({ chatId: ANA_CHAT });
    const { context, page } = await e2e.newPage(viewport);
    await loginAs(page, 'Ana Assinante', '/dispositivos');

    // One tap opens the bot (here the local stand-in) with the /start token ready to send.
    const connect = page.getByRole('link', { name: 'Conectar com o Telegram' });
    await page.waitForFunction(() =>
      document.querySelector('.telegram-connect a')?.getAttribute('href')?.includes('start='),
    );
    const [chat] = await Promise.all([context.waitForEvent('page'), connect.click()]);
    await page.getByText('Aguardando a confirmação no Telegram…').waitFor();
    const telegram: Page = chat;
    expect(await telegram.getByLabel('Mensagem').inputValue()).toMatch(/^\/start [\w-]{32}$/);
    await telegram.getByRole('button', { name: 'Enviar' }).click();
    await telegram.getByText('Pronto! Este chat está conectado ao Agulhadas e vai receber os seus alertas.').waitFor();

    // /dispositivos notices the link by itself and shows the chat as linked, not as a code to type.
    const linked = page.getByRole('region', { name: 'Telegram conectado' });
    await linked.getByText(`Telegram conectado (chat ${ANA_CHAT}).`).waitFor({ timeout: 15_000 });
    expect((await users(store).findOne({ _id: ANA }))?.telegram).toEqual({ id: ANA_CHAT, active: true });
    expect(await linked.getByLabel('Receber os alertas no Telegram').isChecked()).toBe(true);
    const disconnect = linked.getByRole('button', { name: 'Desconectar' });
    await disconnect.waitFor();
    expect(await page.getByLabel('Código do Telegram').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Conectar com o Telegram' }).count()).toBe(0);
    const box = await disconnect.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);

    // An alert fires: its message lands in the chat with the button that opens the mini-page.
    await alerts(store).deleteMany({ userId: ANA, asset: PETR4 });
    expect(await createAgulhadaAlert(page, PETR4, 'Agulhada pelo Telegram')).toBe(200);
    const fired = await fetch(`${e2e.runtime.apiUrl}/api/ingest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-robot-key': config().robotKey },
      body: JSON.stringify({
        items: [
          {
            asset: PETR4,
            timeframe: 'D',
            reading: reading('D', { lastUpdate: new Date().toISOString(), preco: 38.5, agulhado: 1 }),
          },
        ],
      }),
    });
    expect(((await fired.json()) as { alertsFired: number }).alertsFired).toBeGreaterThanOrEqual(1);
    const message = telegram.locator('.msg', { hasText: 'Agulhada pelo Telegram' });
    await reloadUntilShown(telegram, message);
    expect(await message.getByRole('link').getAttribute('href')).toContain('/telegram?');

    // Its button opens the mini-page as Telegram would (signed initData in the launch parameters): it shows the readings.
    const openButton = async () => {
      const [mini] = await Promise.all([
        context.waitForEvent('page'),
        telegram.locator('.msg', { hasText: 'Agulhada pelo Telegram' }).getByRole('link').click(),
      ]);
      await mini.getByRole('heading', { name: PETR4 }).waitFor();
      return mini;
    };
    await (await openButton()).getByRole('region', { name: 'Leituras atuais' }).getByText('Preço: 38,50').waitFor();

    // /parar switches the alerts off, but the earlier alert's button still opens its readings.
    await telegram.getByLabel('Mensagem').fill('/parar');
    await telegram.getByRole('button', { name: 'Enviar' }).click();
    await telegram.getByText('Alertas pelo Telegram desligados.', { exact: false }).waitFor();
    const afterStop = await openButton();
    await afterStop.getByRole('region', { name: 'Leituras atuais' }).getByText('Preço: 38,50').waitFor();
    await afterStop.getByRole('region', { name: 'No momento do alerta' }).getByText('Agulhada pelo Telegram').waitFor();

    // 'Desconectar' brings /dispositivos back to the unlinked state; the chat is told, and the old button is refused.
    await page.reload();
    await linked.getByLabel('Receber os alertas no Telegram').waitFor();
    expect(await linked.getByLabel('Receber os alertas no Telegram').isChecked()).toBe(false);
    await disconnect.click();
    await page.getByText('Telegram desconectado. Este chat não vai mais receber os alertas.').waitFor();
    await page.getByRole('link', { name: 'Conectar com o Telegram' }).waitFor();
    expect(await page.getByLabel('Código do Telegram').inputValue()).toBe('');
    expect(await linked.count()).toBe(0);
    expect((await users(store).findOne({ _id: ANA }))?.telegram).toBeNull();
    await reloadUntilShown(
      telegram,
      telegram.getByText('Telegram desconectado: este chat não vai mais receber os alertas do Agulhadas.', {
        exact: false,
      }),
    );
    const refused = await Promise.all([
      context.waitForEvent('page'),
      telegram.locator('.msg', { hasText: 'Agulhada pelo Telegram' }).getByRole('link').click(),
    ]).then(([mini]) => mini);
    // Inside Telegram, the disconnected chat is told what happened and how to link again, not that it is outside Telegram.
    await refused
      .getByText(
        'Este chat do Telegram foi desconectado da sua conta do Agulhadas e não abre mais as leituras dos alertas. Para conectar de novo, use Dispositivos no site do Agulhadas.',
      )
      .waitFor();
    expect(await refused.getByText('Essa pagina só funciona no Telegram').count()).toBe(0);
    expect(await refused.getByText('Última leitura').count()).toBe(0);
    await context.close();
  });

  it('asks a signed-out visitor of the deep link to sign in, then opens their own chat with the token ready', async () => {
    const { context, page } = await e2e.newPage(viewport);
    await page.goto('/local-telegram?start=token-de-teste');
    await page.getByText('Entre na sua conta do Agulhadas para abrir o seu chat com o robô.').waitFor();
    expect(await page.getByLabel('Mensagem').count()).toBe(0);
    await page.getByRole('link', { name: 'Entrar' }).click();
    await page.getByRole('button', { name: /Entrar como Ana Assinante/ }).click();
    await page.waitForURL(
      (url) => url.pathname === '/local-telegram' && url.searchParams.get('start') === 'token-de-teste',
    );
    await page.getByText(`Chat ${ANA_CHAT} de assinante@demo.agulhadas.app`).waitFor();
    expect(await page.getByLabel('Mensagem').inputValue()).toBe('/start token-de-teste');
    await context.close();
  });

  it('says when the bot was blocked and the alerts were switched off', async () => {
    await users(await getStore()).updateOne(
      { _id: ANA },
      { $set: { telegram: { id: ANA_CHAT, active: false, blockedAt: '2026-11-24T15:00:00.000Z' } } },
    );
    const { context, page } = await e2e.newPage(viewport);
    await loginAs(page, 'Ana Assinante', '/dispositivos');
    const notice = page.getByRole('alert').filter({ hasText: 'O nosso robô foi bloqueado no Telegram em 24/11/2026' });
    await notice.waitFor();
    const box = await notice.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    await context.close();
  });
});
