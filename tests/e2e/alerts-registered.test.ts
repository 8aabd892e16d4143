import { localUserId } from '../../local/src/demo/demo-users';
import { alerts } from '../../api/src/store/alerts';
import { assets } from '../../api/src/store/assets';
import { getStore } from '../../api/src/store/db';
import { createAlert } from '@agulhadas/domain/alerts/alert';
import { alertConfigFromTemplate, findTemplate } from '@agulhadas/domain/alerts/alert-templates';
import { reading } from '../support/fixtures';
import { loginAs, startE2E, type E2E } from './harness';

const WIN = 'BMFBOVESPA:WIN1!';
const RITA = localUserId('registrado@demo.agulhadas.app');
const DENIED = 'Os alertas estão disponíveis apenas para os planos Assinante e VIP.';

describe('alerts for a registered user (Rita Registrada)', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
    const store = await getStore();
    const at = new Date().toISOString();
    await assets(store).updateOne(
      { _id: WIN },
      { $set: { readings: { D: reading('D', { lastUpdate: at }) }, preco: 10, lastUpdate: at } },
    );
    // An alert from when she subscribed: she may still switch it off.
    const alert = createAlert(
      alertConfigFromTemplate(findTemplate('soAgulhadaCompra')!),
      'D',
      'rita-old-alert',
      new Date(),
    );
    await alerts(store).insertOne({ ...alert, _id: `${RITA}|${alert.id}`, userId: RITA, asset: WIN });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('sees the subscribers-only message on the card back and can only switch her alert off', async () => {
    const { context, page } = await e2e.newPage();
    await loginAs(page, 'Rita Registrada', '/app/BMFBOVESPA/futures');
    const win = page.locator(`[data-asset="${WIN}"]`);
    await win.getByRole('button', { name: `Ver alertas de ${WIN}` }).click();
    await win.getByText(DENIED).waitFor();
    expect(await win.getByRole('link', { name: 'Saiba mais' }).getAttribute('href')).toBe('/assinatura');
    expect(await win.getByRole('button', { name: 'Novo alerta' }).count()).toBe(0);
    expect(await win.getByRole('button', { name: /^Editar alerta/ }).count()).toBe(0);
    const box = win.getByRole('checkbox', { name: 'Desligar alerta Só agulhada de compra' });
    await box.click();
    const off = win.getByRole('checkbox', { name: 'Ligar alerta Só agulhada de compra' });
    await off.waitFor();
    expect(await off.isDisabled()).toBe(true);
    expect((await alerts(await getStore()).findOne({ _id: `${RITA}|rita-old-alert` }))?.active).toBe(false);
    await context.close();
  });

  it('gets the teasers on /alertas, /templates and /dispositivos', async () => {
    const { context, page } = await e2e.newPage();
    await loginAs(page, 'Rita Registrada', '/alertas');
    await page.getByRole('heading', { name: 'Meus alertas' }).waitFor();
    await page.getByText(DENIED).waitFor();
    await page.getByRole('button', { name: 'Desligar todos' }).waitFor();
    expect(await page.getByRole('button', { name: 'Ligar todos', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Excluir todos' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Modelos', exact: true }).click();
    await page.getByRole('heading', { name: 'Modelos de alerta' }).waitFor();
    await page.getByText('Agulhada santa de compra').waitFor();
    await page.getByText(DENIED).waitFor();
    await page.getByRole('link', { name: 'Dispositivos' }).click();
    await page.getByText('Para configurar o Telegram você deve estar logado e ser assinante.').waitFor();
    expect(await page.getByLabel('Código do Telegram').count()).toBe(0);
    await context.close();
  });
});
