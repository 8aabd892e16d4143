import { localUserId } from '../../local/src/demo/demo-users';
import { assets } from '../../api/src/store/assets';
import { getStore } from '../../api/src/store/db';
import { notifications } from '../../api/src/store/notifications';
import { users } from '../../api/src/store/users';
import { reading } from '../support/fixtures';
import { signedInitData } from '../support/telegram-init-data';
import { loginAs, startE2E, VIEWPORTS, type E2E } from './harness';

/** The card and the Telegram mini-page write a forex pair with five decimals and a micro-priced coin with five significant digits. */
jest.setTimeout(120_000);

const EURUSD = 'FX_IDC:EURUSD';
const PEPE = 'BINANCE:PEPEUSDT';
const VITOR = localUserId('vip@demo.agulhadas.app');

let e2e: E2E;
const at = new Date();

beforeAll(async () => {
  e2e = await startE2E();
  const store = await getStore();
  const stamp = at.toISOString();
  await assets(store).updateOne(
    { _id: EURUSD },
    {
      $set: {
        preco: 1.08123,
        lastUpdate: stamp,
        readings: {
          D: reading('D', { lastUpdate: stamp, preco: 1.08123 }),
          '15': reading('15', { lastUpdate: stamp, preco: 1.0812 }),
        },
      },
    },
  );
  await assets(store).updateOne(
    { _id: PEPE },
    {
      $set: {
        preco: 0.0000142,
        lastUpdate: stamp,
        readings: { D: reading('D', { lastUpdate: stamp, preco: 0.0000142 }) },
      },
    },
  );
  await users(store).updateOne({ _id: VITOR }, { $set: { telegram: { id: '8181', active: true } } });
  await notifications(store).insertOne({
    _id: 'e2e-digits',
    userId: VITOR,
    asset: EURUSD,
    timeframe: 'D',
    timestamp: stamp,
    message: 'EURUSD (D): Agulhada de compra — preço 1,07985',
    id: 'a1',
    lastNotification: stamp,
    assetData: { D: reading('D', { lastUpdate: stamp, preco: 1.07985, agulhado: 1 }) },
  });
});
afterAll(async () => {
  await e2e?.close();
});

describe.each(VIEWPORTS)('at %s', (_label, viewport) => {
  it('the cards show EURUSD with five decimals and PEPE with five significant digits', async () => {
    const { page, context } = await e2e.newPage(viewport);
    await loginAs(page, 'Ana Assinante', '/app/FX_IDC/forex');
    await page.getByLabel('Buscar ativo').fill('EURUSD');
    await page.locator(`[data-asset="${EURUSD}"] .card-quote .price`).getByText('1,08123', { exact: true }).waitFor();
    await page.goto('/app/BINANCE/crypto');
    await page.getByLabel('Buscar ativo').fill('PEPE');
    await page.locator(`[data-asset="${PEPE}"] .card-quote .price`).getByText('0,000014200', { exact: true }).waitFor();
    await context.close();
  });

  it('the Telegram mini-page shows the current and the alert’s prices with five decimals', async () => {
    const { context, page } = await e2e.newPage(viewport);
    await context.addInitScript((initData) => {
      (window as unknown as { Telegram: unknown }).Telegram = {
        WebApp: { initData, initDataUnsafe: { user: { id: 8181 } }, ready: () => undefined, expand: () => undefined },
      };
    }, signedInitData('8181'));
    await page.goto(
      `/telegram?${new URLSearchParams({ asset: EURUSD, tf: 'D', u: VITOR, notification: 'e2e-digits' }).toString()}`,
    );
    const current = page.getByRole('region', { name: 'Leituras atuais' });
    await current.locator('[data-timeframe="D"]').getByText('Preço: 1,08123').waitFor();
    await current.locator('[data-timeframe="15"]').getByText('Preço: 1,08120').waitFor();
    const moment = page.getByRole('region', { name: 'No momento do alerta' });
    await moment.getByText('Preço: 1,07985').first().waitFor();
    await context.close();
  });
});
