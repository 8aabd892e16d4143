import { localUserId } from '../../local/src/demo/demo-users';
import { assets } from '../../api/src/store/assets';
import { getStore } from '../../api/src/store/db';
import { notifications } from '../../api/src/store/notifications';
import { users } from '../../api/src/store/users';
import { reading } from '../support/fixtures';
import { signedInitData } from '../support/telegram-init-data';
import { startE2E, type E2E } from './harness';

const PETR4 = 'BMFBOVESPA:PETR4';
const VITOR = localUserId('vip@demo.agulhadas.app');

describe('Telegram mini-page', () => {
  let e2e: E2E;
  const at = new Date();
  const pageUrl = `/telegram?${new URLSearchParams({ asset: PETR4, tf: 'D', u: VITOR, ts: at.toISOString(), notification: 'e2e-note' }).toString()}`;
  beforeAll(async () => {
    e2e = await startE2E();
    const store = await getStore();
    const readings = {
      W: reading('W', { lastUpdate: at.toISOString(), preco: 38.5 }),
      D: reading('D', { lastUpdate: at.toISOString(), preco: 38.42, fechado: false }),
      '15': reading('15', { lastUpdate: at.toISOString(), preco: 38.4, fechado: true }),
    };
    await assets(store).updateOne({ _id: PETR4 }, { $set: { readings, preco: 38.42, lastUpdate: at.toISOString() } });
    await users(store).updateOne({ _id: VITOR }, { $set: { telegram: { id: '8080', active: true } } });
    await notifications(store).insertOne({
      _id: 'e2e-note',
      userId: VITOR,
      asset: PETR4,
      timeframe: 'D',
      timestamp: at.toISOString(),
      message: 'PETR4 (D): Agulhada de compra — preço 37,10',
      id: 'a1',
      lastNotification: at.toISOString(),
      assetData: { D: reading('D', { lastUpdate: at.toISOString(), preco: 37.1, agulhado: 1 }) },
    });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('inside Telegram (a fake WebApp object) shows the readings and the moment of the alert', async () => {
    const { context, page } = await e2e.newPage();
    // Telegram's WebApp object with initData signed as Telegram signs it (the local bot token).
    await context.addInitScript((initData) => {
      (window as unknown as { Telegram: unknown }).Telegram = {
        WebApp: { initData, initDataUnsafe: { user: { id: 8080 } }, ready: () => undefined, expand: () => undefined },
      };
    }, signedInitData('8080'));
    await page.goto(pageUrl);
    await page.getByRole('heading', { name: PETR4 }).waitFor();
    await page.getByText('Última leitura', { exact: false }).first().waitFor();
    const current = page.getByRole('region', { name: 'Leituras atuais' });
    expect(
      await current
        .locator('[data-timeframe]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-timeframe'))),
    ).toEqual(['W', 'D', '15']);
    await current.getByText('Preço: 38,42').waitFor();
    // The daily candle is still forming; the closed 15-minute one is not marked.
    await current.locator('[data-timeframe="D"]').getByText('(em formação)').waitFor();
    expect(await current.locator('[data-timeframe="15"]').getByText('(em formação)').count()).toBe(0);
    const moment = page.getByRole('region', { name: 'No momento do alerta' });
    await moment.getByRole('heading', { name: 'No momento do alerta' }).waitFor();
    await moment.getByText(/Alerta em: \d{2}\/\d{2}\/\d{4}/).waitFor();
    await moment.getByText('Preço: 37,10').first().waitFor();
    expect(await page.locator('.side-menu').count()).toBe(0);
    // The chart of a timeframe opens in the product, for the chat's user (a VIP: no delay), the external one beside it.
    const daily = current.locator('[data-timeframe="D"]');
    expect(await daily.getByRole('link', { name: 'TradingView ↗' }).getAttribute('href')).toBe(
      'https://www.tradingview.com/chart/?symbol=BMFBOVESPA:PETR4&interval=D',
    );
    await daily.getByRole('link', { name: 'Ver gráfico D' }).click();
    await page.waitForURL('**/grafico/BMFBOVESPA/PETR4/D?u=*');
    await page.getByRole('heading', { name: /BMFBOVESPA:PETR4/ }).waitFor();
    await page
      .locator('.chart-screen')
      .getByText(/Ainda não há candles|Sinais marcados/)
      .first()
      .waitFor();
    expect(await page.getByText(/Dados com atraso/).count()).toBe(0);
    await context.close();
  });

  it('refuses initData from another chat, or not signed by the bot', async () => {
    const { context, page } = await e2e.newPage();
    await context.addInitScript(
      (initData) => {
        (window as unknown as { Telegram: unknown }).Telegram = {
          WebApp: { initData, initDataUnsafe: { user: { id: 8080 } } },
        };
      },
      signedInitData('8080', new Date(), '999:forged-token'),
    );
    await page.goto(pageUrl);
    await page.getByText('Essa pagina só funciona no Telegram').waitFor();
    await context.close();
  });

  it("refuses a chat that is not the user's saved one", async () => {
    const { context, page } = await e2e.newPage();
    await context.addInitScript((initData) => {
      (window as unknown as { Telegram: unknown }).Telegram = {
        WebApp: { initData, initDataUnsafe: { user: { id: 1 } } },
      };
    }, signedInitData('1'));
    await page.goto(pageUrl);
    await page.getByText('Essa pagina só funciona no Telegram').waitFor();
    expect(await page.getByText('Última leitura').count()).toBe(0);
    await context.close();
  });

  it('outside Telegram says it only works there', async () => {
    const { context, page } = await e2e.newPage();
    // No network here: answer Telegram's script as an empty file, as a browser outside Telegram would run it.
    await page.route('https://telegram.org/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/javascript',
        body: 'window.Telegram = { WebApp: { initData: "" } };',
      }),
    );
    await page.goto(pageUrl);
    await page
      .getByText('Carregando dados...')
      .or(page.getByText('Essa pagina só funciona no Telegram'))
      .first()
      .waitFor();
    await page.getByText('Essa pagina só funciona no Telegram').waitFor();
    await context.close();
  });
});
