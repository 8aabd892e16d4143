import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ensureUser } from '../../api/src/identity/ensure-user';
import { getStore } from '../../api/src/store/db';
import { invoices } from '../../api/src/store/invoices';
import { users } from '../../api/src/store/users';
import { waitlist } from '../../api/src/store/waitlist';
import { localUserId } from '../../local/src/demo/demo-users';
import { loginAs, useE2E, VIEWPORTS } from './harness';
import { seedSubscription } from './seed-subscription';

/**
 * Every back-office screen as the demo admin, with something in it, at a desktop and a phone width: each fits the
 * width, shows its Portuguese heading and no English error, and is saved as a picture in `<tmp>/admin-shots` for a
 * person to look at.
 */
jest.setTimeout(240_000);

const e2e = useE2E();
const SHOTS = path.join(os.tmpdir(), 'admin-shots');

/** A month of VIP bought by PIX or crypto, its invoice waiting for the admin. */
async function pendingInvoice(email: string, method: 'pix' | 'cripto', hoursAgo: number): Promise<void> {
  const store = await getStore();
  const userId = localUserId(email);
  const subId = `one_shot_${method}_${email.split('@')[0]}`;
  await ensureUser(store, { userId, email, name: email.split('@')[0]! }, new Date());
  await seedSubscription(userId, {
    subId,
    level: 'VIP',
    status: method === 'pix' ? 'pending_payment' : 'pending_confirmation',
    expiry: null,
    metadata: { price: 20000, plan: 'vip_m', period: 'M' },
  });
  await invoices(store).insertOne({
    _id: `inv_${subId}`,
    subId,
    userId,
    status: 'pending',
    paymentMethod: method,
    data: method === 'cripto' ? 'ORD-7781-USDT' : '',
    amount: 20000,
    createdAt: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
  });
}

function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The page fits its width, shows none of the words a broken screen leaks (the provider's own error text, quoted
 * verbatim in Entregas, is English on purpose and says none of these), and is saved.
 */
async function shoot(page: Page, name: string, width: number): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const text = (await page.locator('main').innerText()).toLowerCase();
  for (const english of ['error', 'failed to fetch', 'undefined', 'nan', 'null', 'loading', 'object object'])
    expect(text).not.toMatch(new RegExp(`\\b${english}\\b`));
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

async function openSection(page: Page, label: string, heading = label): Promise<void> {
  await page.getByRole('link', { name: label, exact: true }).click();
  await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  await pendingInvoice('pix-aguardando@e2e.agulhadas.app', 'pix', 5);
  await pendingInvoice('cripto-aguardando@e2e.agulhadas.app', 'cripto', 30);
  const store = await getStore();
  const at = new Date(Date.now() - 2 * 86_400_000).toISOString();
  for (const [email, nome] of [
    ['fila-um@e2e.agulhadas.app', 'Fábio Fila'],
    ['fila-dois@e2e.agulhadas.app', 'Joana Espera'],
  ] as const)
    await waitlist(store).insertOne({ _id: `${email}|VIP`, plano: 'VIP', nome, email, createdAt: at, updatedAt: at });
  const helped = 'ajuda-tela@e2e.agulhadas.app';
  await ensureUser(store, { userId: localUserId(helped), email: helped, name: 'Helena Ajuda' }, new Date());
  await users(store).updateOne({ _id: localUserId(helped) }, { $set: { telegram: { id: '5599', active: true } } });
});

describe.each(VIEWPORTS)('at %s', (_label, viewport) => {
  it('each back-office screen shows its content within the width, in Portuguese', async () => {
    const w = viewport.width;
    const { context, page } = await e2e().newPage(viewport);
    page.on('dialog', (dialog) => void dialog.accept());
    await loginAs(page, 'Alice Admin', '/admin');

    await page.getByRole('heading', { name: 'Pagamentos pendentes', level: 2 }).waitFor();
    await page.getByRole('row').filter({ hasText: 'pix-aguardando@e2e.agulhadas.app' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'ORD-7781-USDT' }).waitFor();
    await shoot(page, 'pagamentos', w);

    await openSection(page, 'Planos concedidos');
    const broker = `parceiro-${w}@e2e.agulhadas.app`;
    await page.getByLabel('E-mail', { exact: true }).fill(broker);
    await page.getByLabel('Corretora parceira').fill('Corretora Parceira Demo');
    await page.getByLabel('Válido até').fill(dayAhead(120));
    await page.getByRole('button', { name: 'Conceder' }).click();
    await page.getByRole('row').filter({ hasText: broker }).waitFor();
    // The sentence 'concedido' stays a few seconds; the pictures show the screens, not the notice over them.
    await page.locator('.toast').waitFor({ state: 'detached' });
    await shoot(page, 'planos-concedidos', w);

    await openSection(page, 'Alunos do curso (VIP30)');
    await page.getByRole('row').filter({ hasText: 'promo30@demo.agulhadas.app' }).first().waitFor();
    await shoot(page, 'alunos-do-curso', w);

    await openSection(page, 'Usuários');
    await page.getByLabel('Início do e-mail').fill('ajuda-tela');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('button', { name: /ajuda-tela@e2e\.agulhadas\.app/ }).click();
    await page.getByRole('heading', { name: 'ajuda-tela@e2e.agulhadas.app' }).waitFor();
    await shoot(page, 'usuarios', w);

    const plainSections = [
      ['Fila de espera', 'fila-de-espera', page.getByText('Joana Espera').first()],
      ['Entregas', 'entregas', page.getByRole('table', { name: 'Filas de envio' })],
      ['Administradores', 'administradores', page.getByText('admin@demo.agulhadas.app').first()],
    ] as const;
    for (const [label, picture, shown] of plainSections) {
      await openSection(page, label);
      await shown.waitFor();
      await shoot(page, picture, w);
    }

    await openSection(page, 'Registro');
    const grantEntry = page.getByRole('row').filter({ hasText: broker }).first();
    await grantEntry.waitFor();
    expect(await grantEntry.textContent()).toContain('corretora: Corretora Parceira Demo');
    await shoot(page, 'registro', w);
    await context.close();
  });
});
