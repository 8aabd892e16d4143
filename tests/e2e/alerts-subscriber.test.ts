import type { Page } from 'playwright-core';
import { config } from '../../api/src/config';
import { localUserId } from '../../local/src/demo/demo-users';
import { alerts } from '../../api/src/store/alerts';
import { assets } from '../../api/src/store/assets';
import { getStore } from '../../api/src/store/db';
import { notifications } from '../../api/src/store/notifications';
import { telegramOutbox } from '../../local/src/stand-ins/telegram/outbox-sender';
import { users } from '../../api/src/store/users';
import { reading } from '../support/fixtures';
import { botCodeFor } from '../support/telegram-code';
import { loginAs, startE2E, type E2E } from './harness';

const WIN = 'BMFBOVESPA:WIN1!';
const ANA = localUserId('assinante@demo.agulhadas.app');
const card = (page: Page, asset: string) => page.locator(`[data-asset="${asset}"]`);

/** Accepts the next browser dialog and answers its text. */
function nextDialog(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('alerts for a subscriber (Ana Assinante)', () => {
  let e2e: E2E;
  const start = Date.now();
  beforeAll(async () => {
    e2e = await startE2E();
    const at = new Date(start).toISOString();
    await assets(await getStore()).updateOne(
      { _id: WIN },
      {
        $set: {
          readings: {
            D: reading('D', { lastUpdate: at, preco: 120000 }),
            '15': reading('15', { lastUpdate: at, preco: 120000 }),
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

  it('creates an alert on the card back, manages it on /alertas, gets and deletes its notification', async () => {
    const { context, page } = await e2e.newPage();
    await loginAs(page, 'Ana Assinante', '/app/BMFBOVESPA/futures');
    const win = card(page, WIN);
    await win.getByRole('button', { name: `Ver alertas de ${WIN}` }).click();
    await win.getByText('0 alertas configurados').waitFor();
    await win.getByRole('button', { name: 'Novo alerta' }).click();

    // No rules: the browser alert, nothing saved.
    const asked = nextDialog(page);
    await win.getByRole('button', { name: 'Salvar alerta' }).click();
    expect(await asked).toBe('O alerta precisa de pelo menos uma regra.');
    expect(await alerts(await getStore()).countDocuments({ userId: ANA, asset: WIN })).toBe(0);

    // A rule type can be added once: it leaves the type select.
    await win.getByLabel('Tipo de regra').selectOption({ label: 'Agulhada' });
    await win.getByLabel('Valor').selectOption({ label: 'Compra' });
    await win.getByRole('button', { name: 'Adicionar regra' }).click();
    await win.getByText('Agulhada: Compra').waitFor();
    expect(
      await win
        .getByLabel('Tipo de regra')
        .locator('option', { hasText: /^Agulhada$/ })
        .count(),
    ).toBe(0);
    expect(await win.getByLabel('Frequência').inputValue()).toBe('tf');
    await win.getByLabel('Mensagem').fill('Agulhada no WIN');

    // A refused save shows the server's message as a toast at the bottom centre, for 5 s.
    await page.route(
      '**/api/userAlerts',
      (route) =>
        route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Limite de 500 alertas atingido.' }),
        }),
      { times: 1 },
    );
    await win.getByRole('button', { name: 'Salvar alerta' }).click();
    const toast = page.locator('.toast.toast-bottom-center');
    await toast.getByText('Limite de 500 alertas atingido.').waitFor();
    const box = await toast.boundingBox();
    const viewport = page.viewportSize()!;
    expect(Math.abs(box!.x + box!.width / 2 - viewport.width / 2)).toBeLessThan(2);
    expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 80);
    await toast.waitFor({ state: 'detached', timeout: 7000 });

    await win.getByRole('button', { name: 'Salvar alerta' }).click();
    await win.getByText('1 alerta configurado').waitFor();
    await win.getByText('Agulhada no WIN').waitFor();
    const stored = await alerts(await getStore()).findOne({ userId: ANA, asset: WIN });
    expect(stored).toMatchObject({
      timeframe: 'D',
      active: true,
      message: 'Agulhada no WIN',
      frequency: 'tf',
      rules: [{ name: 'agulhada', value: 1 }],
    });

    // /alertas: grouped by asset and timeframe; switch off and on again.
    await page.goto('/alertas');
    await page.getByRole('heading', { name: 'Meus alertas' }).waitFor();
    const group = page.locator(`.alert-group[data-asset="${WIN}"][data-timeframe="D"]`);
    await group.getByText('Agulhada no WIN').waitFor();
    await page.getByRole('button', { name: 'Ligar todos', exact: true }).waitFor();
    await group.getByRole('checkbox', { name: 'Desligar alerta Agulhada no WIN' }).click();
    await group.locator('[data-active="false"]').waitFor();
    expect((await alerts(await getStore()).findOne({ _id: stored!._id }))?.active).toBe(false);
    await group.getByRole('checkbox', { name: 'Ligar alerta Agulhada no WIN' }).click();
    await group.locator('[data-active="true"]').waitFor();

    // The robot sends a daily needle on WIN: the alert fires.
    const answer = await fetch(`${e2e.runtime.apiUrl}/api/ingest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-robot-key': config().robotKey },
      body: JSON.stringify({
        items: [
          {
            asset: WIN,
            timeframe: 'D',
            reading: reading('D', { lastUpdate: new Date(start + 60_000).toISOString(), preco: 121000, agulhado: 1 }),
          },
        ],
      }),
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { alertsFired: number }).alertsFired).toBeGreaterThanOrEqual(1);

    await page
      .getByRole('navigation', { name: 'Alertas e Notificações' })
      .getByRole('link', { name: 'Notificações' })
      .click();
    await page.getByRole('heading', { name: 'Últimas 100 notificações' }).waitFor();
    const item = page.locator('.notification', { hasText: 'WIN1! (D): Agulhada no WIN — preço 121.000,00' });
    await item.waitFor();
    await item.getByRole('button', { name: /^Excluir notificação/ }).click();
    await item.waitFor({ state: 'detached' });
    expect(await notifications(await getStore()).countDocuments({ userId: ANA, asset: WIN })).toBe(0);

    // Delete the alert with the confirmation.
    await page
      .getByRole('navigation', { name: 'Alertas e Notificações' })
      .getByRole('link', { name: 'Meus alertas' })
      .click();
    const confirm = nextDialog(page);
    await group.getByRole('button', { name: 'Excluir alerta Agulhada no WIN' }).click();
    expect(await confirm).toBe('Excluir alerta?');
    await group.waitFor({ state: 'detached' });
    expect(await alerts(await getStore()).countDocuments({ userId: ANA, asset: WIN })).toBe(0);
    await context.close();
  });

  it('links a chat with the Telegram code on /dispositivos, and the bot confirms it in the chat', async () => {
    const store = await getStore();
    await users(store).updateOne({ _id: ANA }, { $set: { telegram: null } });
    await telegramOutbox(store).deleteMany({ chatId: '5550001' });
    const { context, page } = await e2e.newPage();
    await loginAs(page, 'Ana Assinante', '/dispositivos');
    const input = page.getByLabel('Código do Telegram');
    // The code the bot answered to /start in chat 5550001 (the raw chat id is not accepted).
    const code = await botCodeFor(store, '5550001');
    await input.fill(`  ${code}  `);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Telegram configurado.', { exact: false }).waitFor();
    expect((await users(store).findOne({ _id: ANA }))?.telegram).toEqual({ id: '5550001', active: true });
    // Linked: the chat is shown as such, and the code field is gone.
    await page
      .getByRole('region', { name: 'Telegram conectado' })
      .getByText('Telegram conectado (chat 5550001).')
      .waitFor();
    expect(await input.count()).toBe(0);
    // The bot's confirmation leaves through the notifier a moment after the request queued it.
    const said = async () =>
      (await telegramOutbox(store).find({ chatId: '5550001' }).toArray()).map((message) => message.text);
    for (const deadline = Date.now() + 20_000; (await said()).length === 0 && Date.now() < deadline;)
      await page.waitForTimeout(200);
    expect(await said()).toEqual(['Pronto! Este chat está conectado ao Agulhadas e vai receber os seus alertas.']);
    await context.close();
  });

  it('lists the notifications, deletes all with the confirmation and shows the empty state', async () => {
    const store = await getStore();
    const at = new Date().toISOString();
    await notifications(store).insertMany(
      ['A', 'B'].map((n) => ({
        _id: `e2e-${n}`,
        userId: ANA,
        asset: WIN,
        timeframe: 'D',
        timestamp: at,
        message: `Teste ${n}`,
        id: 'x',
        lastNotification: at,
        assetData: {},
      })),
    );
    const { context, page } = await e2e.newPage();
    await loginAs(page, 'Ana Assinante', '/notificacoes');
    await page.getByText('Teste A').waitFor();
    const confirm = nextDialog(page);
    await page.getByRole('button', { name: 'Apagar todas' }).click();
    expect(await confirm).toBe('Tem certeza que quer apagar todas as notificações?');
    await page.getByText('Nenhuma notificação').waitFor();
    expect(await notifications(store).countDocuments({ userId: ANA })).toBe(0);
    await context.close();
  });

  it('applies a template to an asset and timeframe with a switch on /templates', async () => {
    const { context, page } = await e2e.newPage();
    await loginAs(page, 'Ana Assinante', '/templates');
    await page.getByLabel('Ativo').fill(WIN);
    await page.getByLabel('Tempo gráfico').selectOption('60');
    const toggle = page.getByRole('switch', { name: `Agulhada santa de compra em ${WIN} (60)` });
    await until(async () => !(await toggle.isDisabled()), 'the switch to enable');
    await toggle.click();
    await until(async () => toggle.isChecked(), 'the switch on');
    const made = await alerts(await getStore()).findOne({ userId: ANA, asset: WIN, timeframe: '60' });
    expect(made?.rules.map((rule) => rule.name).sort()).toEqual([
      'Bollinger',
      'Stochastic',
      'Tendencia',
      'Trix',
      'agulhada',
    ]);
    await toggle.click();
    await until(async () => !(await toggle.isChecked()), 'the switch off');
    expect((await alerts(await getStore()).findOne({ _id: made!._id }))?.active).toBe(false);
    await context.close();
  });
});
