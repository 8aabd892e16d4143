import { localUserId } from '../../local/src/demo/demo-users';
import { getStore } from '../../api/src/store/db';
import { subscriptions } from '../../api/src/store/subscriptions';
import { loginAs, startE2E, VIEWPORTS, type E2E } from './harness';

/**
 * The plans page shows each user what the server will do: the current plan marked, the trial only
 * when a checkout would grant it, no second purchase of a card subscription, and the free card priced once.
 */
jest.setTimeout(120_000);

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  // Ana pays Assinante by card (renews by itself).
  const ana = localUserId('assinante@demo.agulhadas.app');
  await subscriptions(await getStore()).updateOne(
    { userId: ana, level: 'Assinante' },
    { $set: { subId: 'sub_demo_card_ana' } },
  );
});
afterAll(async () => {
  await e2e?.close();
});

describe.each(VIEWPORTS)('at %s', (_label, viewport) => {
  it('a visitor sees the trial on every paid card and the free card priced once', async () => {
    const { context, page } = await e2e.newPage(viewport);
    await page.goto('/assinatura');
    await page.getByRole('heading', { name: 'Planos de Assinatura' }).waitFor();
    expect(await page.getByText('7 dias grátis').count()).toBe(3);
    expect(await page.locator('[data-plan="free"]').getByText('Grátis', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Seu plano atual').count()).toBe(0);
    await context.close();
  });

  it('a subscriber paying by card sees their plan marked, no trial, and no second purchase of it', async () => {
    const { context, page } = await e2e.newPage(viewport);
    await loginAs(page, 'Ana Assinante', '/assinatura');
    const card = page.locator('[data-plan="assinante"]');
    await card.getByText('Seu plano atual').waitFor();
    expect(await page.getByText('7 dias grátis').count()).toBe(0);
    expect(await card.getByRole('button', { name: /^Mensal/ }).count()).toBe(0);
    await card.getByText('Renovação automática ativa.').waitFor();
    // Upgrading stays open.
    await page
      .locator('[data-plan="vip"]')
      .getByRole('button', { name: /^Mensal/ })
      .waitFor();
    await card.getByRole('link', { name: 'Gerenciar em Minha conta' }).click();
    await page.waitForURL((url) => url.pathname === '/conta');
    await context.close();
  });

  it('paying a one-off by crypto during its trial keeps the access, and the payment method can no longer change', async () => {
    const { context, page } = await e2e.newPage(viewport);
    const email = `cripto-${viewport.width}@e2e.agulhadas.app`;
    await page.goto(`/.auth/login/kinde?post_login_redirect_uri=${encodeURIComponent('/assinatura')}`);
    await page.locator('form.custom input[name=email]').fill(email);
    await page.locator('form.custom button').click();
    await page.waitForURL((url) => url.pathname === '/assinatura');
    const vip = page.locator('[data-plan="vip"]');
    await vip.getByRole('tab', { name: 'Único' }).click();
    await vip.getByRole('button', { name: /3 meses/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('O seu período de teste de 7 dias começa agora.').waitFor();
    await dialog.getByLabel('Nome').fill('Carla Cripto');
    await dialog.getByLabel('Endereço').fill('Rua das Agulhas, 10 — São Paulo');
    await dialog.getByLabel('Telefone').fill('(11) 91234-5678');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await page.waitForURL((url) => url.pathname === '/conta');
    const card = page.locator('.subscription-card').first();
    await expect(card.getByTestId('status').textContent()).resolves.toBe('em fase de teste');
    await card.getByRole('button', { name: 'Gerar fatura Cripto' }).click();
    await card.getByRole('button', { name: 'Pagar com Bitfinex Pay' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Ir para o pagamento' }).click();
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.waitForURL((url) => url.pathname === '/conta');
    const paid = page.locator('.subscription-card').first();
    await paid
      .getByText(
        /Pagamento em cripto enviado em .*: aguardando a confirmação\. A forma de pagamento não pode mais mudar\./,
      )
      .waitFor();
    await expect(paid.getByTestId('status').textContent()).resolves.toBe('em fase de teste');
    expect(await paid.getByRole('button', { name: /^Mudar para/ }).count()).toBe(0);
    await context.close();
  });
});
