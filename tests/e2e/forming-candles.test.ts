import type { Locator, Page } from 'playwright-core';
import { localUserId } from '../../local/src/demo/demo-users';
import { alerts } from '../../api/src/store/alerts';
import { assets } from '../../api/src/store/assets';
import { getStore } from '../../api/src/store/db';
import { reading } from '../support/fixtures';
import { loginAs, startE2E, VIEWPORTS, type E2E } from './harness';

/**
 * Forming versus closed candles as a trader sees them: the card marks a reading on a candle still
 * forming, and the alert editor offers 'Só no fechamento do candle', which a template sets to its default.
 */
jest.setTimeout(120_000);

const WIN = 'BMFBOVESPA:WIN1!';
const ANA = localUserId('assinante@demo.agulhadas.app');
let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
  const at = new Date().toISOString();
  await assets(await getStore()).updateOne(
    { _id: WIN },
    {
      $set: {
        readings: {
          D: reading('D', { lastUpdate: at, preco: 120000, fechado: false }),
          '15': reading('15', { lastUpdate: at, preco: 120000, fechado: true }),
        },
        preco: 120000,
        lastUpdate: at,
      },
    },
  );
});
afterAll(async () => {
  await e2e?.close();
});

async function open(viewport: { width: number; height: number }): Promise<{ page: Page; win: Locator }> {
  const { page } = await e2e.newPage(viewport);
  await loginAs(page, 'Ana Assinante', '/app/BMFBOVESPA/futures');
  // The list is virtualised: on a phone (one card per row) WIN may be rows away; the search brings it up.
  await page.getByLabel('Buscar ativo').fill('WIN1!');
  return { page, win: page.locator(`[data-asset="${WIN}"]`) };
}

describe.each(VIEWPORTS)('at %s', (_label, viewport) => {
  it("marks the forming daily candle 'em formação' and not the closed 15-minute one", async () => {
    const { page, win } = await open(viewport);
    const daily = win.locator('.tf-row[data-timeframe="D"]');
    await daily.getByText('em formação').waitFor();
    expect(await daily.getByText('em formação').getAttribute('title')).toBe(
      'Candle em formação: os sinais ainda podem mudar até o fechamento.',
    );
    expect(await win.locator('.tf-row[data-timeframe="15"]').getByText('em formação').count()).toBe(0);
    const badge = await daily.getByText('em formação').boundingBox();
    expect(badge!.x + badge!.width).toBeLessThanOrEqual(viewport.width);
    await page.context().close();
  });

  it("saves 'Só no fechamento do candle' from a template's default and from the checkbox", async () => {
    await alerts(await getStore()).deleteMany({ userId: ANA });
    const { page, win } = await open(viewport);
    await win.getByRole('button', { name: `Ver alertas de ${WIN}` }).click();
    await win.getByRole('button', { name: 'Novo alerta' }).click();
    const closeOnly = win.getByLabel('Só no fechamento do candle');
    expect(await closeOnly.isChecked()).toBe(false);
    await win.getByLabel('Modelo').selectOption({ label: 'Agulhada de compra' });
    expect(await closeOnly.isChecked()).toBe(true);
    await win.getByLabel('Modelo').selectOption({ label: 'Alerta de compra' });
    expect(await closeOnly.isChecked()).toBe(false);
    await closeOnly.check();
    await win.getByRole('button', { name: 'Salvar alerta' }).click();
    await win.getByText('1 alerta configurado').waitFor();
    await win.getByText(/Só no fechamento do candle/).waitFor();
    expect(await alerts(await getStore()).findOne({ userId: ANA, asset: WIN })).toMatchObject({
      closeOnly: true,
      rules: [{ name: 'Alerta', value: 1 }],
    });

    // Editing shows the stored choice; unchecking saves it off.
    await win.getByRole('button', { name: /^Editar alerta/ }).click();
    expect(await closeOnly.isChecked()).toBe(true);
    await closeOnly.uncheck();
    await win.getByRole('button', { name: 'Salvar alerta' }).click();
    await win.getByText(/Só no fechamento do candle/).waitFor({ state: 'detached' });
    expect((await alerts(await getStore()).findOne({ userId: ANA, asset: WIN }))?.closeOnly).toBe(false);
    await page.context().close();
  });
});
