import { getStore } from '../../api/src/store/db';
import { invoices } from '../../api/src/store/invoices';
import { ensureUser } from '../../api/src/identity/ensure-user';
import { localUserId } from '../../local/src/demo/demo-users';
import { loginAs, loginWithEmail, rolesOf, useE2E, VIEWPORTS } from './harness';
import { seedSubscription } from './seed-subscription';

/** The back office as the demo admin: confirm and refuse PIX payments, add and remove an admin, read the trail. */
jest.setTimeout(180_000);

const e2e = useE2E();
const SHOTS = process.env.ADMIN_SHOTS_DIR;

/** A payer with a VIP month bought by PIX and its invoice waiting. */
async function pendingPix(email: string, subId: string): Promise<void> {
  const userId = localUserId(email);
  const now = new Date();
  await ensureUser(await getStore(), { userId, email, name: email.split('@')[0]! }, now);
  await seedSubscription(userId, {
    subId,
    level: 'VIP',
    status: 'pending_payment',
    expiry: null,
    metadata: { price: 20000, plan: 'vip_m', period: 'M' },
  });
  await invoices(await getStore()).insertOne({
    _id: `inv_${subId}`,
    subId,
    userId,
    status: 'pending',
    paymentMethod: 'pix',
    data: '',
    amount: 20000,
    createdAt: new Date(now.getTime() - 3 * 3_600_000).toISOString(),
  });
}

describe.each(VIEWPORTS)('at %s', (_label, viewport) => {
  it('confirms one PIX payment (the payer becomes VIP), refuses another, adds and removes an admin, and sees it all in Registro', async () => {
    const w = viewport.width;
    const paying = `paga-${w}@e2e.agulhadas.app`;
    const refused = `recusa-${w}@e2e.agulhadas.app`;
    const helper = `ajuda-${w}@e2e.agulhadas.app`;
    await pendingPix(paying, `one_pay_${w}`);
    await pendingPix(refused, `one_ref_${w}`);
    await ensureUser(await getStore(), { userId: localUserId(helper), email: helper, name: 'Ajuda' }, new Date());

    const { context, page } = await e2e().newPage(viewport);
    page.on('dialog', (dialog) => void dialog.accept());
    await loginAs(page, 'Alice Admin', '/admin');
    expect(await rolesOf(page)).toContain('admin');
    await page.getByRole('heading', { name: 'Pagamentos pendentes' }).waitFor();
    const payRow = page.getByRole('row').filter({ hasText: paying });
    await payRow.waitFor();
    expect(await payRow.textContent()).toContain('VIP — 1 mês');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/pagamentos-${w}.png`, fullPage: true });

    await payRow.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Pagamento confirmado. O plano está ativo e o usuário foi avisado.').waitFor();
    await payRow.waitFor({ state: 'detached' });
    const refuseRow = page.getByRole('row').filter({ hasText: refused });
    await refuseRow.getByRole('button', { name: 'Recusar' }).click();
    await page.getByText('Pagamento recusado. O usuário foi avisado.').waitFor();
    await refuseRow.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Administradores' }).click();
    await page.getByRole('heading', { name: 'Administradores' }).waitFor();
    await page.getByLabel('E-mail ou identificador').fill(helper);
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await page.getByText('Administrador adicionado.', { exact: false }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/administradores-${w}.png`, fullPage: true });
    await page.getByRole('button', { name: `Remover ${helper}` }).click();
    await page.getByText('Administrador removido. O acesso terminou agora.').waitFor();
    await page.getByRole('button', { name: `Remover ${helper}` }).waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Registro' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/registro');
    await page.getByLabel('Administrador (e-mail)').fill('admin@demo.agulhadas.app');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    for (const [action, who] of [
      ['Pagamento confirmado', paying],
      ['Pagamento recusado', refused],
      ['Administrador adicionado', helper],
      ['Administrador removido', helper],
    ] as const) {
      await page.getByRole('row').filter({ hasText: action }).filter({ hasText: who }).first().waitFor();
    }
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/registro-${w}.png`, fullPage: true });
    // Nothing runs past the screen's right edge (on a phone the tables are cards).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);
    await context.close();

    // The payer, signing in, has the plan: the session carries it and /conta shows it active.
    const payer = await e2e().newPage(viewport);
    await loginWithEmail(payer.page, paying, '/conta');
    expect(await rolesOf(payer.page)).toContain('VIP');
    const status = payer.page.getByTestId('status');
    await status.first().waitFor();
    expect(await status.allTextContents()).toEqual(['ativa']);
    await payer.context.close();
  });
});

it('a signed-in user without the admin role does not see the back office', async () => {
  const { context, page } = await e2e().newPage();
  await loginAs(page, 'Vítor VIP', '/app');
  const answer = await page.goto('/admin');
  // The local front serves the client; the screen itself refuses (SWA answers 401 before it in Azure).
  expect(answer?.status()).toBeLessThan(500);
  await page.getByText('Acesso restrito a administradores.').waitFor();
  expect(await page.evaluate(() => fetch('/api/backoffice/pendingPayments').then((r) => r.status))).toBe(403);
  await context.close();
});
