import type { Page } from 'playwright-core';
import { overrideConfig } from '../../api/src/config';
import { getStore } from '../../api/src/store/db';
import { invoices } from '../../api/src/store/invoices';
import { subscriptions } from '../../api/src/store/subscriptions';
import { users } from '../../api/src/store/users';
import { waitlist } from '../../api/src/store/waitlist';
import { PLANS_LOGIN_PROMPT } from '../../src/features/plans/model/plan-cards';
import { INVESTMENT_DISCLAIMER } from '../../src/lib/site';
import { loginAs, loginWithEmail, useE2E, VIEWPORTS } from './harness';

/**
 * The commercial screens' rough edges, as a person meets them at phone and desktop widths: the PIX dialog, the
 * signed-out prompts, the promo's VIP plan, the waiting list and the home footer.
 */
jest.setTimeout(120_000);

const product = useE2E();

/** Whether an element shows all of its content inside the screen: nothing clipped, scrolled away or off the side. */
async function wholeOnScreen(
  page: Page,
  selector: string,
  viewport: { width: number; height: number },
): Promise<boolean> {
  const element = page.locator(selector);
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  const unclipped = await element.evaluate(
    (node) => node.scrollWidth <= node.clientWidth && node.scrollHeight <= node.clientHeight,
  );
  return (
    unclipped &&
    box !== null &&
    box.x >= 0 &&
    box.x + box.width <= viewport.width &&
    box.y >= 0 &&
    box.y + box.height <= viewport.height
  );
}

const DATE = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const stamp = () => new Date().toISOString();

describe.each(VIEWPORTS)('at %s', (label, viewport) => {
  const tag = label.replace(' ', '');

  it('the PIX dialog shows the amount and the whole code, and copies it with a confirmation', async () => {
    const { context, page } = await product().newPage(viewport);
    const userId = await loginWithEmail(page, `pix-edges-${tag}@e2e.agulhadas.app`, '/conta');
    // Once the account shows, the user's document exists.
    await page.getByText('Não há assinaturas contratadas.').waitFor();
    const store = await getStore();
    const subId = `one_edges_${tag}`;
    await users(store).updateOne(
      { _id: userId },
      { $set: { invoiceAddress: { nome: 'Paula Pix', endereco: 'Rua das Agulhas, 10', telefone: '(11) 91234-5678' } } },
    );
    await subscriptions(store).insertOne({
      subId,
      userId,
      level: 'VIP',
      status: 'pending_payment',
      expiry: null,
      metadata: { price: 51000, plan: 'vip_3', period: '3M' },
      createdAt: stamp(),
      updatedAt: stamp(),
    });
    await page.getByRole('button', { name: 'Atualizar assinaturas' }).click();
    const card = page.locator(`.subscription-card[data-sub="${subId}"]`);
    await card.getByRole('button', { name: 'Gerar fatura PIX' }).click();
    await card.getByRole('button', { name: 'Pagar com PIX QR Code' }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Valor:\s*R\$\s510,00/).waitFor();
    const brCode = (await invoices(store).findOne({ subId, paymentMethod: 'pix' }))?.brCode;
    expect(brCode).toMatch(/^000201/);
    const code = dialog.locator('.pix-code code');
    expect(await code.textContent()).toBe(brCode);
    expect(await wholeOnScreen(page, '.pix-code code', viewport)).toBe(true);

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await dialog.getByRole('button', { name: 'Copiar código' }).click();
    await dialog.getByText('Copiado!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(brCode);
    // The confirmation goes away by itself, ready for another copy.
    await dialog.getByText('Copiado!').waitFor({ state: 'detached' });

    // A browser that refuses the clipboard: the code is selected, ready for the user's own copy.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('negado', 'NotAllowedError'));
    });
    await dialog.getByRole('button', { name: 'Copiar código' }).click();
    await dialog.getByText(/Código selecionado/).waitFor();
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(brCode);
    expect(await dialog.getByText('Copiado!').count()).toBe(0);
    await context.close();
  });

  it('signed out, the plans prompt is a sign-in link that comes back to /assinatura', async () => {
    const { context, page } = await product().newPage(viewport);
    await page.goto('/assinatura');
    await page.getByRole('link', { name: PLANS_LOGIN_PROMPT }).click();
    await page.getByRole('button', { name: /Entrar como Rita Registrada/ }).click();
    await page.waitForURL((url) => url.pathname === '/assinatura');
    await page.getByRole('heading', { name: 'Planos de Assinatura' }).waitFor();
    await page.locator('[data-plan="free"]').getByText('Seu plano atual').waitFor();
    expect(await page.getByText(PLANS_LOGIN_PROMPT).count()).toBe(0);
    await context.close();
  });

  it('a 30-day promo holder sees the promotion as the current plan until its end, not the VIP card, and a free promotion on /conta', async () => {
    const { context, page } = await product().newPage(viewport);
    const userId = await loginWithEmail(page, `promo-edges-${tag}@e2e.agulhadas.app`, '/conta');
    // Mid-afternoon in Brazil: the same calendar day wherever the test runs.
    const end = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 15, 18));
    await subscriptions(await getStore()).insertOne({
      subId: `promo30_${userId}`,
      userId,
      level: 'VIP30',
      status: 'active',
      expiry: end.getTime() / 1000,
      metadata: { price: 0, plan: 'vip30', period: 'M' },
      createdAt: stamp(),
      updatedAt: stamp(),
    });

    await page.goto('/assinatura');
    // The promotion lacks the VIP card's real-time panel and own assets: it is its own plan, not the VIP card.
    const promo = page.locator('.granted-plan');
    await promo.getByRole('heading', { name: 'VIP (promoção de 30 dias)' }).waitFor();
    await promo.getByText('Seu plano atual').waitFor();
    await promo.getByText(`até ${DATE.format(end)}`).waitFor();
    await expect(promo.locator('.plan-abilities-excluded li').allTextContents()).resolves.toEqual([
      'Tempo real',
      'Meus ativos',
    ]);
    expect(await page.locator('[data-plan="vip"]').getByText('Seu plano atual').count()).toBe(0);
    expect(await page.locator('[data-plan="free"]').getByText('Seu plano atual').count()).toBe(0);

    await page.goto('/conta');
    const card = page.locator(`.subscription-card[data-sub="promo30_${userId}"]`);
    await card.getByRole('heading', { name: 'VIP (promoção de 30 dias)' }).waitFor();
    await card.getByText('grátis (promoção)').waitFor();
    expect(await card.getByText(/R\$\s0,00/).count()).toBe(0);
    expect(await card.getByText('VIP30').count()).toBe(0);
    await context.close();
  });

  it('/appuser signed out asks to sign in and comes back to it', async () => {
    const { context, page } = await product().newPage(viewport);
    await page.goto('/appuser');
    await page.getByRole('heading', { name: 'Meus ativos' }).waitFor();
    await page.getByText('Entre para ver os seus ativos.').waitFor();
    expect(await page.getByText('Ocorreu um erro').count()).toBe(0);
    await page.getByRole('link', { name: 'Entre', exact: true }).first().click();
    await page.getByRole('button', { name: /Entrar como Vítor VIP/ }).click();
    await page.waitForURL((url) => url.pathname === '/appuser');
    await page.getByRole('button', { name: 'Atualizar lista' }).waitFor();
    expect(await page.getByText('Entre para ver os seus ativos.').count()).toBe(0);
    await context.close();
  });

  it('sold out, the waiting list starts with the signed-in name and e-mail, which stay editable', async () => {
    overrideConfig({ plansSoldOut: true });
    const { context, page } = await product().newPage(viewport);
    try {
      await loginAs(page, 'Ana Assinante', '/assinatura');
      await page.getByRole('heading', { name: 'Assinaturas esgotadas' }).waitFor();
      const name = page.getByLabel('Nome');
      const email = page.getByLabel('E-mail');
      await page.waitForFunction(
        () => document.querySelector<HTMLInputElement>('.waiting-list input[name="nome"]')?.value === 'Ana Assinante',
      );
      expect(await email.inputValue()).toBe('assinante@demo.agulhadas.app');
      await name.fill(`Ana de Souza ${tag}`);
      await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();
      await page.getByText(/Você está na lista de espera/).waitFor();
      const entry = await waitlist(await getStore()).findOne({ nome: `Ana de Souza ${tag}` });
      expect(entry?.email).toBe('assinante@demo.agulhadas.app');
    } finally {
      overrideConfig({ plansSoldOut: false });
      await context.close();
    }
  });

  it('the home page has one footer: blog, contact e-mail, social handle, users’ group, and the disclaimer once', async () => {
    const { context, page } = await product().newPage(viewport);
    await page.goto('/');
    await page.getByRole('link', { name: 'Blog' }).waitFor();
    expect(await page.locator('footer').count()).toBe(1);
    const footer = page.locator('footer');
    expect(await footer.getByRole('link', { name: 'contato@agulhadas.app' }).getAttribute('href')).toBe(
      'mailto:contato@agulhadas.app',
    );
    expect(await footer.getByRole('link', { name: /^Instagram @/ }).count()).toBe(1);
    expect(await footer.getByRole('link', { name: 'Grupo de usuários no Telegram' }).count()).toBe(1);
    expect(await page.getByText(INVESTMENT_DISCLAIMER).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Blog' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await context.close();
  });
});
