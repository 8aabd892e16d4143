import { config } from '../../api/src/config';
import { getStore } from '../../api/src/store/db';
import { orders } from '../../api/src/store/orders';
import { subscriptions } from '../../api/src/store/subscriptions';
import { localUserId } from '../../local/src/demo/demo-users';
import { loginAs, loginWithEmail, rolesOf, startE2E, VIEWPORTS, type E2E } from './harness';

jest.setTimeout(90_000);

describe('commerce: shop, plans, account, promo', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('buys a shop item through the local test checkout; cancel keeps the cart, success empties it', async () => {
    const { context, page } = await e2e.newPage();
    await loginAs(page, 'Rita Registrada', '/lojinha');
    const cartLink = page.getByTestId('cart-link');
    await expect(cartLink.textContent()).resolves.toContain('Carrinho vazio');
    const mug = page.locator('[data-product="prod_local_caneca"]');
    await mug.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await page.getByText('1 item no carrinho').waitFor();
    await mug.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await page.getByText('2 itens no carrinho').waitFor();
    await page
      .locator('[data-product="prod_local_bone"]')
      .getByRole('button', { name: 'Adicionar ao carrinho' })
      .click();
    await page.getByText('3 itens no carrinho').waitFor();
    await cartLink.click();
    await page.getByRole('heading', { name: 'Carrinho' }).waitFor();
    await page.locator('[data-price="price_local_bone"]').getByRole('button', { name: 'Remover' }).click();
    await page.locator('[data-price="price_local_caneca"]').getByRole('button', { name: 'Diminuir' }).click();
    await page.getByText('1 item no carrinho').waitFor();
    await page.getByRole('button', { name: 'Finalizar compra' }).click();
    await page.waitForURL(/\/local-checkout\/cs_local_/);
    await page.getByText('Modo de teste — nenhum pagamento real').waitFor();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('heading', { name: 'Pagamento cancelado!' }).waitFor();
    await page.getByRole('link', { name: 'Voltar ao carrinho' }).click();
    await page.getByText('1 item no carrinho').waitFor();
    await page.getByRole('button', { name: 'Finalizar compra' }).click();
    await page.waitForURL(/\/local-checkout\//);
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.getByRole('heading', { name: 'Obrigado!' }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('cartProducts'))).resolves.toBe('[]');
    const paid = await orders(await getStore())
      .find({ kind: 'shop-order' })
      .toArray();
    expect(paid).toEqual([expect.objectContaining({ status: 'paid', amount: 5990 })]);
    await context.close();
  });

  it('subscribes by card (recurring) through the local checkout, sees it on /conta and gets the role after re-login', async () => {
    const { context, page } = await e2e.newPage();
    await loginWithEmail(page, 'recorrente@e2e.agulhadas.app', '/assinatura');
    await page.getByRole('heading', { name: 'Planos de Assinatura' }).waitFor();
    // Signed in, the badge waits for the server's word (getUserInfo's trialDays): count once it has come.
    await page.getByText('7 dias grátis').first().waitFor();
    await expect(page.getByText('7 dias grátis').count()).resolves.toBe(3);
    await expect(page.getByText('Cadastre-se grátis').count()).resolves.toBe(0);
    await page
      .locator('[data-plan="basico"]')
      .getByRole('button', { name: /Assine por R\$\s75,00\/mês/ })
      .waitFor();
    await page
      .locator('[data-plan="assinante"]')
      .getByRole('button', { name: /^Mensal/ })
      .click();
    await page.waitForURL(/\/local-checkout\//);
    await page.getByText('7 dias grátis').waitFor();
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.getByRole('heading', { name: 'Obrigado' }).waitFor();
    await page.goto('/conta');
    await page.getByRole('heading', { name: 'Minha conta' }).waitFor();
    const card = page.locator('.subscription-card').first();
    await expect(card.getByTestId('status').textContent()).resolves.toBe('em fase de teste');
    await expect(card.locator('h3').textContent()).resolves.toBe('Assinante');
    await card.getByRole('button', { name: /Gerenciar assinatura/ }).waitFor();
    await page.goto('/logout');
    await loginWithEmail(page, 'recorrente@e2e.agulhadas.app', '/conta');
    await expect(rolesOf(page)).resolves.toEqual(expect.arrayContaining(['Assinante']));
    await context.close();
  });

  it.each(VIEWPORTS)(
    'a subscription stored without a price shows the fallback price on /conta at %s, not "indefinido"',
    async (_label, viewport) => {
      const store = await getStore();
      const userId = localUserId('basico@demo.agulhadas.app');
      await subscriptions(store).updateMany(
        { userId },
        { $unset: { 'metadata.price': '' }, $set: { 'metadata.plan': 'basico_m' } },
      );
      const { context, page } = await e2e.newPage(viewport);
      await loginAs(page, 'Bruno Básico', '/conta');
      const card = page.locator('.subscription-card').first();
      await card.getByText(/R\$\s75,00/).waitFor();
      expect(await card.getByText('indefinido').count()).toBe(0);
      await context.close();
    },
  );

  it('buys a one-off plan, pays with PIX (QR visible), switches method, and an admin confirmation makes it ativa', async () => {
    const { context, page } = await e2e.newPage();
    await loginWithEmail(page, 'pix@e2e.agulhadas.app', '/assinatura');
    const vip = page.locator('[data-plan="vip"]');
    await vip.getByRole('tab', { name: 'Único' }).click();
    await vip.getByRole('button', { name: /3 meses \(15% de desconto\)/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Confirmar assinatura').waitFor();
    await dialog.getByText('3 meses').first().waitFor();
    await dialog.getByText(/Minha conta/).waitFor();
    await dialog.getByText('(11) 91234-5678', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await dialog.getByText('Informe o seu nome').waitFor();
    await dialog.getByText('Informe o seu endereço').waitFor();
    await dialog.getByText('Informe o seu telefone').waitFor();
    await dialog.getByLabel('Nome').fill('Paula Pix');
    await dialog.getByLabel('Endereço').fill('Rua das Agulhas, 10 — São Paulo');
    await dialog.getByLabel('Telefone').fill('(11) 91234-5678');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await page.waitForURL((url) => url.pathname === '/conta');
    const card = page.locator('.subscription-card').first();
    await expect(card.locator('h3').textContent()).resolves.toBe('VIP');
    await card.getByRole('button', { name: 'Gerar fatura PIX' }).click();
    await card.getByRole('button', { name: 'Pagar com PIX QR Code' }).click();
    const qr = page.getByRole('dialog').getByRole('img', { name: 'QR Code PIX' });
    await qr.waitFor();
    await expect(qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true);
    await page
      .getByRole('dialog')
      .getByText(/48 horas/)
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();
    await card.getByRole('button', { name: 'Mudar para Cripto' }).click();
    await card.getByRole('button', { name: 'Pagar com Bitfinex Pay' }).click();
    await page
      .getByRole('dialog')
      .getByText(/Bitcoin, Ethereum, Litecoin, Tether/)
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Voltar' }).click();
    await card.getByRole('button', { name: 'Mudar para PIX' }).click();
    await card.getByRole('button', { name: 'Pagar com PIX QR Code' }).waitFor();

    const sub = await subscriptions(await getStore()).findOne({ level: 'VIP', subId: { $regex: '^one_' } });
    expect(sub).not.toBeNull();
    const confirm = () =>
      fetch(`${e2e.runtime.apiUrl}/api/confirmPayment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-key': config().adminKey },
        body: JSON.stringify({ subId: sub?.subId }),
      });
    expect((await confirm()).status).toBe(200);
    expect((await confirm()).status).toBe(200);
    await page.getByRole('button', { name: 'Atualizar assinaturas' }).click();
    await expect(card.getByTestId('status').textContent()).resolves.toBe('ativa');
    await card.getByTestId('status').filter({ hasText: 'ativa' }).waitFor();
    await context.close();
  });

  it('the 30-day promo: unknown e-mail error, offer, login, accept, re-login and /assinou?content=promo30', async () => {
    const { context, page } = await e2e.newPage();
    await page.goto('/30dias');
    await page.getByLabel('E-mail').fill('ninguem@fora.da.lista');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByText(/^Email não cadastrado\. Entre em contato com a nossa equipe/).waitFor();
    await page.getByLabel('E-mail').fill('registrado@demo.agulhadas.app');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Aceitar' }).click();
    await page.getByRole('button', { name: /Entrar como Rita Registrada/ }).click();
    await page.waitForURL((url) => url.pathname === '/30dias');
    // The box is prefilled once the session (/.auth/me) has answered.
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('input[name="email"]')?.value === 'registrado@demo.agulhadas.app',
    );
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Aceitar' }).click();
    await page.getByRole('button', { name: /Entrar como Rita Registrada/ }).click();
    await page.waitForURL((url) => url.pathname === '/assinou' && url.search === '?content=promo30');
    await page.getByRole('heading', { name: 'Obrigado' }).waitFor();
    await page.getByText(/30 dias do plano VIP/).waitFor();
    await expect(rolesOf(page)).resolves.toEqual(expect.arrayContaining(['VIP30']));
    // A second acceptance is refused with its Portuguese text.
    await page.goto('/30dias');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Aceitar' }).click();
    await page
      .getByText('Você já deve ser assinante do Agulhadas. Entre em contato conosco: contato@agulhadas.app.')
      .waitFor();
    await context.close();
  });

  it('shows plan prices and the login prompt to anonymous visitors', async () => {
    const { context, page } = await e2e.newPage();
    await page.goto('/assinatura');
    await page.getByText('Para assinar você precisa estar cadastrado e logado.').waitFor();
    await page.getByText('Pagamento seguro via Stripe, PIX ou Criptomoeda').waitFor();
    await page.getByRole('link', { name: 'Cadastre-se grátis' }).waitFor();
    await expect(page.getByRole('tab', { name: 'Único' }).count()).resolves.toBe(0);
    await context.close();
  });
});
